import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { startChildServer } from './lib/child-server';
import { load } from './lib/load';
import { atMost, report } from './lib/report';

/**
 * The local realtime hub: (1) one event published to 1,000 subscribed sockets, the
 * time from the publish (server clock) to each socket's receipt (this process's clock; both read
 * `performance.timeOrigin + now()` of the same machine); (2) the server's memory with those 1,000
 * sockets open, against the same process before them (after a full GC each time); (3) the messages
 * per second one conversation sustains through `messages.send` over HTTP, side by side with a
 * member mutation that does nothing (same server, same session check), alternated in rounds.
 * The sockets live in this process and the server in its own, so delivery includes real I/O.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 60);
const WARMUP_PUBLISHES = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** The bench server's APP_URL: mutations carry it as Origin, as the site's pages do. */
const SITE = 'http://localhost:3000';
const loadBefore = loadavg()[0]!;

const server = await startChildServer('realtime.ts', { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc` });
const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
type Memory = { rss: number; heapUsed: number; external: number; sockets: number };
const setup = await get<{ grant: { socketPath: string; token: string }; channel: string; sender: string; receiver: { cookie: string; username: string } }>('/bench/setup');
const before = await get<Memory>('/bench/memory');

// (1)+(2) 1,000 sockets, each subscribed (the hub answers a subscribe with the channel's presence).
const wsUrl = `${server.url.replace('http', 'ws')}${setup.grant.socketPath}?token=${encodeURIComponent(setup.grant.token)}`;
const now = () => performance.timeOrigin + performance.now();
const latencies: number[] = [];
let received = 0;
let measuring = false;
const sockets: WebSocket[] = [];
const openOne = () =>
  new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.on('message', (raw) => {
      const at = now();
      const msg = JSON.parse(raw.toString()) as { op: string; data?: { sentAt: number } };
      if (msg.op === 'presence') return resolve();
      if (msg.op !== 'message') return;
      received++;
      if (measuring) latencies.push(at - msg.data!.sentAt);
    });
    ws.once('open', () => ws.send(JSON.stringify({ op: 'subscribe', channel: setup.channel })));
    ws.once('error', reject);
    sockets.push(ws);
  });
for (let i = 0; i < SOCKETS; i += 50) await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, openOne));
const after = await get<Memory>('/bench/memory');
if (after.sockets !== SOCKETS) throw new Error(`the hub holds ${after.sockets} sockets, expected ${SOCKETS}`);

const waitFor = async (n: number) => {
  const deadline = Date.now() + 10_000;
  while (received < n) {
    if (Date.now() > deadline) throw new Error(`only ${received} of ${n} deliveries arrived`);
    await new Promise((r) => setImmediate(r));
  }
};
const lastDelivery: number[] = [];
const hubLoop: number[] = [];
for (let i = 0; i < WARMUP_PUBLISHES + PUBLISHES; i++) {
  measuring = i >= WARMUP_PUBLISHES;
  const from = latencies.length;
  const target = received + SOCKETS;
  const { loopMs } = (await (await fetch(`${server.url}/bench/publish`, { method: 'POST', headers: { origin: SITE } })).json()) as { loopMs: number };
  await waitFor(target);
  if (measuring) hubLoop.push(loopMs);
  if (measuring) lastDelivery.push(Math.max(...latencies.slice(from)));
}
for (const ws of sockets) ws.close();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

// (3) messages.send in one conversation against a no-op member mutation.
const started = await fetch(`${server.url}/trpc/messages.start`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: SITE, cookie: setup.sender },
  body: JSON.stringify({ usernames: [setup.receiver.username] }),
});
const conversationId = ((await started.json()) as { result: { data: { id: string } } }).result.data.id;
const sendBody = JSON.stringify({ conversationId, content: 'Bora no show sábado? Já comprei a camiseta.' });
const ROUNDS = 4;
const sendRuns = [];
const noopRuns = [];
for (let i = 0; i < ROUNDS; i++) {
  const common = { url: server.url, method: 'POST' as const, headers: { origin: SITE, cookie: setup.sender }, connections: 10, seconds: SECONDS / ROUNDS, warmupSeconds: i === 0 ? 2 : 0.5 };
  sendRuns.push(await load({ ...common, path: '/trpc/messages.send', bodies: [sendBody] }));
  noopRuns.push(await load({ ...common, path: '/bench-trpc/noop', bodies: ['{}'] }));
}
await server.stop();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sendRps = mean(sendRuns.map((r) => r.rps));
const noopRps = mean(noopRuns.map((r) => r.rps));
const errors = [...sendRuns, ...noopRuns].reduce((n, r) => n + r.errors, 0);
const p99 = pct(latencies, 99);
const mb = (b: number) => b / (1024 * 1024);

report([
  { metric: `hub fan-out to ${SOCKETS} sockets: delivery p50`, value: pct(latencies, 50), unit: 'ms' },
  { metric: `hub fan-out to ${SOCKETS} sockets: delivery p99`, value: p99, unit: 'ms', ...atMost(p99, 20) },
  { metric: `hub fan-out: last socket of a publish, p99 of ${PUBLISHES}`, value: pct(lastDelivery, 99), unit: 'ms' },
  { metric: `hub publish loop over ${SOCKETS} sockets (server side), p99`, value: pct(hubLoop, 99), unit: 'ms' },
  { metric: `server RSS with ${SOCKETS} open sockets (before: ${mb(before.rss).toFixed(1)} MB)`, value: mb(after.rss), unit: 'MB' },
  { metric: `server RSS delta for ${SOCKETS} sockets`, value: mb(after.rss - before.rss), unit: 'MB' },
  { metric: `server heap delta for ${SOCKETS} sockets (after GC)`, value: mb(after.heapUsed - before.heapUsed), unit: 'MB' },
  { metric: 'heap per open socket', value: (after.heapUsed - before.heapUsed) / SOCKETS / 1024, unit: 'KB' },
  { metric: 'messages.send, one conversation (10 conns)', value: sendRps, unit: 'msg/s' },
  { metric: 'no-op member mutation (10 conns)', value: noopRps, unit: 'req/s' },
  { metric: 'cost of a message vs no-op mutation (ratio)', value: noopRps / sendRps, unit: '×' },
  { metric: 'messages.send p99 latency', value: mean(sendRuns.map((r) => r.p99)), unit: 'ms' },
  { metric: 'HTTP errors (send + no-op)', value: errors, unit: '', ...atMost(errors, 0) },
  { metric: 'load average (1 min) before / after', value: loadBefore, unit: `/ ${loadavg()[0]!.toFixed(2)}` },
]);
