import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { isServerPath, SERVER_PREFIXES } from '../../../worker/lib/server-prefixes';
import { realtimeSocketRoutes } from '../../../worker/node/realtime-socket';
import { useTestDeps } from '../../setup/test-deps';

type PathName = keyof typeof PATHS;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ORIGIN = 'http://localhost:3000';
const NOT_FOUND = { error: { message: 'Não encontrado', code: 'NOT_FOUND' } };

/**
 * One request per path, as its callers make it, and the status its own route answers. A path added
 * to worker/contracts/paths.ts without a probe here fails the first test.
 */
const PROBES: Record<PathName, { path: string; init?: RequestInit; status: number }> = {
  trpc: { path: `${PATHS.trpc}/billing.tiers`, status: 200 },
  health: { path: PATHS.health, status: 200 },
  healthReady: { path: PATHS.healthReady, status: 200 },
  analytics: { path: PATHS.analytics, init: { method: 'POST', body: '{}' }, status: 400 },
  pollTally: { path: PATHS.pollTally, status: 200 },
  firstBatch: { path: PATHS.firstBatch, status: 200 },
  publicConfig: { path: PATHS.publicConfig, status: 200 },
  raffle: { path: PATHS.raffle, status: 200 },
  // The poll is open in this database: no list yet.
  raffleCoupons: { path: PATHS.raffleCoupons, status: 404 },
  paymentWebhook: { path: PATHS.paymentWebhook, init: { method: 'POST', body: '{}' }, status: 400 },
  avatar: { path: PATHS.avatar, init: { method: 'POST', body: 'x' }, status: 401 },
  media: { path: `${PATHS.media}/sem-extensao`, status: 400 },
  uploads: { path: `${PATHS.uploads}/u1`, init: { method: 'PUT', body: 'x' }, status: 401 },
  realtimeSocket: { path: PATHS.realtimeSocket, status: 426 },
  paymentSimulator: { path: `${PATHS.paymentSimulator}/cs_local_nao_existe`, status: 404 },
  subscriptionSimulator: { path: `${PATHS.subscriptionSimulator}/cs_local_sub_nao_existe`, status: 404 },
  portalSimulator: { path: `${PATHS.portalSimulator}/bps_local_nao_existe`, status: 404 },
  devEmails: { path: PATHS.devEmails, status: 200 },
};

const t = useTestDeps();
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  // The embedded default's mounts: every path of the map is served by this app.
  app = createApp(t.deps, {
    clientIp: () => '203.0.113.60',
    mounts: { paymentSimulator: t.simulator, realtimeSocket: realtimeSocketRoutes },
  });
});

describe('the URL map (worker/contracts/paths.ts)', () => {
  it('every path is mounted by app.ts at that path', () => {
    const names = Object.keys(PATHS) as PathName[];
    expect(names.sort()).toEqual((Object.keys(PROBES) as PathName[]).sort());
    for (const name of names) {
      const path = PATHS[name];
      expect(
        app.routes.some((r) => r.path === path || r.path.startsWith(`${path}/`)),
        name,
      ).toBe(true);
    }
  });

  it.each(Object.entries(PROBES))('%s is answered by its own route, not the app’s 404', async (_name, probe) => {
    const res = await app.request(`${ORIGIN}${probe.path}`, {
      ...probe.init,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(probe.status);
    const text = await res.text();
    if (res.headers.get('content-type')?.includes('application/json') && text) expect(JSON.parse(text)).not.toEqual(NOT_FOUND);
  });

  it('a path outside the map is the app’s JSON 404', async () => {
    const res = await app.request(`${ORIGIN}/api/nao-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it('lives under the server’s prefixes, which the Workers assets rule, the service worker and the dev proxy all send to the server', async () => {
    for (const path of Object.values(PATHS)) expect(isServerPath(path), path).toBe(true);

    // wrangler.toml: `run_worker_first`, or Workers Static Assets answers with the page shell.
    const toml = readFileSync(`${ROOT}wrangler.toml`, 'utf8');
    const firstRule = /run_worker_first = \[([^\]]*)\]/.exec(toml)?.[1] ?? '';
    const patterns = [...firstRule.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    const workerFirst = (path: string) => patterns.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : path === p));
    for (const path of Object.values(PATHS))
      expect(workerFirst(path) || workerFirst(`${path}/x`), `wrangler.toml run_worker_first: ${path}`).toBe(true);

    // web/public/sw.js: API answers are never kept by the service worker.
    const never = /const NEVER = (\/.*\/);/.exec(readFileSync(`${ROOT}web/public/sw.js`, 'utf8'))?.[1];
    expect(never).toBeDefined();
    const neverKept = new RegExp(never!.slice(1, -1));
    for (const path of Object.values(PATHS)) expect(neverKept.test(path), `sw.js NEVER: ${path}`).toBe(true);

    // vite.config.ts: `npm run dev` proxies exactly the server's prefixes to the API process.
    const viteConfig = (await import('../../../vite.config')).default as unknown as (env: object) => {
      server: { proxy: Record<string, { ws: boolean }> };
    };
    const proxy = viteConfig({ command: 'serve', mode: 'development', isSsrBuild: false }).server.proxy;
    expect(Object.keys(proxy).sort()).toEqual([...SERVER_PREFIXES].sort());
    expect(
      Object.entries(proxy)
        .filter(([, p]) => p.ws)
        .map(([prefix]) => prefix),
    ).toEqual(['/api']);
  });
});
