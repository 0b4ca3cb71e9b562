import autocannon, { type Request } from 'autocannon';
import { pinLoadGenerator } from './cores';
import { processTreeCpuMs } from './process-cpu';
import { loadNow } from './report';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Bodies sent in turn, one per request (distinct CPFs …); made before the run so the load generator stays light. */
  bodies?: string[] | BodySource;
  /** Offered requests per second over all connections (open-loop latency); unset = as fast as the server answers. */
  overallRate?: number;
  /** Unmeasured warm-up first (JIT, caches, connections); 2 s unless told. */
  warmupSeconds?: number;
  /** The server's pid: its CPU time over the measured run (not the warm-up) is counted. */
  cpuOf?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  /** The server's CPU milliseconds per answered request over the measured run; NaN without `cpuOf`. */
  cpuMsPerRequest: number;
  /** The 1-minute load average at the end of the run. */
  loadavg: number;
}

/** One cursor over a list of bodies, shared by several runs against the same server so no body is sent twice. */
export interface BodySource {
  next(): string;
}

export function bodySource(bodies: string[]): BodySource {
  let i = 0;
  return { next: () => bodies[i++ % bodies.length]! };
}

/** autocannon from the load generator's core, with a short warm-up (JIT, caches, connections) that is not measured. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  pinLoadGenerator();
  const source = Array.isArray(o.bodies) ? bodySource(o.bodies) : o.bodies;
  const request: Request = {
    method: o.method ?? 'GET',
    path: o.path,
    headers: { ...(source ? { 'content-type': 'application/json' } : {}), ...o.headers },
    ...(source ? { setupRequest: (req: Request) => ({ ...req, body: source.next() }) } : {}),
  };
  const run = (duration: number) =>
    autocannon({
      url: o.url,
      connections: o.connections,
      duration,
      requests: [request],
      ...(o.overallRate ? { overallRate: o.overallRate } : {}),
    });
  const warmup = o.warmupSeconds ?? 2;
  if (warmup > 0) await run(warmup);
  const cpu0 = o.cpuOf === undefined ? NaN : processTreeCpuMs(o.cpuOf);
  const r = await run(o.seconds);
  const cpuMs = o.cpuOf === undefined ? NaN : processTreeCpuMs(o.cpuOf) - cpu0;
  const ok = r['2xx'];
  const errors = r.non2xx + r.errors + r.timeouts;
  return {
    rps: ok / o.seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok,
    errors,
    cpuMsPerRequest: cpuMs / (ok + errors),
    loadavg: loadNow(),
  };
}
