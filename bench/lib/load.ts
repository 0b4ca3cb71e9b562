import autocannon, { type Request } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Bodies sent in turn, one per request (distinct CPFs …); made before the run so the load generator stays light. */
  bodies?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
}

/** autocannon with a short warm-up (JIT, caches, connections) that is not measured. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const bodies = o.bodies;
  const request: Request = {
    method: o.method ?? 'GET',
    path: o.path,
    headers: { ...(bodies ? { 'content-type': 'application/json' } : {}), ...o.headers },
    ...(bodies ? { setupRequest: (req: Request) => ({ ...req, body: bodies[next++ % bodies.length] }) } : {}),
  };
  const run = (duration: number) => autocannon({ url: o.url, connections: o.connections, duration, requests: [request] });
  await run(2);
  const r = await run(o.seconds);
  const ok = r['2xx'];
  return {
    rps: ok / o.seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}
