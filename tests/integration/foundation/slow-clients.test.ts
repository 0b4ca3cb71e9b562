import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../worker/lib/logger';
import { MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from '../../../worker/node/hono-node-server';
import { startTempSite } from '../../setup/temp-site';

/** The Node entry's own server, reached over raw sockets as a slow-loris script would. */
let site: Awaited<ReturnType<typeof startTempSite>>;
beforeAll(async () => {
  site = await startTempSite({}, silentLogger);
});
afterAll(() => site?.close());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(site.port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });

/** Resolves with the milliseconds from `since` until the server closes the socket. */
const closedAfter = (s: Socket, since: number) =>
  new Promise<number>((resolve) => {
    s.on('data', () => undefined);
    s.once('close', () => resolve(Date.now() - since));
  });

describe('slow clients on the Node server', () => {
  it(
    'a body trickling in one byte every 5 s is closed within 30 s',
    async () => {
      const s = await open();
      const started = Date.now();
      const closed = closedAfter(s, started);
      s.write(
        `POST /trpc/poll.vote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\nOrigin: ${site.url}\r\n\r\n{`,
      );
      const drip = setInterval(() => s.writable && s.write('"'), 5_000);
      try {
        // The server's check runs every second: the close comes at most that long after the deadline.
        expect(await closed).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + 1_500);
      } finally {
        clearInterval(drip);
        s.destroy();
      }
    },
    REQUEST_TIMEOUT_MS + 10_000,
  );

  it('one address holds at most its cap of open connections; the next ones are closed at once, and freed slots open again', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => open()));
    const extra = await open();
    const refusedIn = await closedAfter(extra, Date.now());
    expect(refusedIn).toBeLessThan(2_000);
    for (const s of held) s.destroy();
    // Once the server has seen them close, the address may connect again.
    const again = async (): Promise<number> => {
      const s = await open();
      s.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      let text = '';
      s.on('data', (d: Buffer) => (text += d.toString()));
      await new Promise((r) => s.once('close', r));
      return text.startsWith('HTTP/1.1 200') ? 200 : 0;
    };
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) status = await again();
    expect(status).toBe(200);
  });
});
