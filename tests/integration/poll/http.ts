import { createApp } from '../../../worker/app';
import type { AppDeps } from '../../../worker/adapters/deps';

/** The whole app over HTTP (error formatter, plain routes, headers), without a socket. */
export function httpApp(deps: AppDeps, ip = '203.0.113.7') {
  const app = createApp(deps, { clientIp: () => ip });
  return {
    app,
    async mutation(path: string, input: unknown) {
      const res = await app.request(`http://localhost:3000/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(input),
      });
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as {
          result?: { data: unknown };
          error?: { message: string; data: { appCode: string | null; fieldErrors: Record<string, string> | null } };
        },
      };
    },
    get: (path: string) => app.request(`http://localhost:3000${path}`),
  };
}
