import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (asked of the OS by listening on port 0). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
