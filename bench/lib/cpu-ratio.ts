import { load, type BodySource, type LoadResult } from './load';
import { meanLoad, repeated } from './report';

/** One side of a comparison: a request to a server whose CPU is counted (its pid from startChildServer). */
export interface CpuSide {
  url: string;
  pid: number;
  path: string;
  headers?: Record<string, string>;
  /** POST with these JSON bodies in turn; GET without. */
  bodies?: BodySource;
}

/**
 * The server CPU per request of `a` ÷ that of `b`, each run saturated (as fast as the server
 * answers) and alternated in rounds (a, b, a, b …): the median ratio with its spread, each side's
 * CPU per request, and the runs themselves (requests per second, p99: context).
 *
 * Saturated, the server is busy the whole time it is on the CPU, so its CPU per request is what
 * sets its capacity on a core of its own (1 s ÷ CPU per request): the ratio is the rps ratio a
 * quiet machine would give, whatever share of the core the neighbours leave. At a low steady rate,
 * each request would instead wake the process on caches the neighbours have just used, and that
 * fixed cost, which moves with them, would swamp the no-op side.
 */
export async function cpuRatio(a: CpuSide, b: CpuSide, o: { seconds: number; rounds?: number; connections?: number }) {
  const runs: Record<'a' | 'b', LoadResult[]> = { a: [], b: [] };
  const one = (side: CpuSide, first: boolean) =>
    load({
      url: side.url,
      path: side.path,
      method: side.bodies ? 'POST' : 'GET',
      headers: side.headers,
      bodies: side.bodies,
      connections: o.connections ?? 50,
      seconds: o.seconds,
      warmupSeconds: first ? 2 : 0.5,
      cpuOf: side.pid,
    });
  for (let i = 0; i < (o.rounds ?? 3); i++) {
    runs.a.push(await one(a, i === 0));
    runs.b.push(await one(b, i === 0));
  }
  const us = (rs: LoadResult[]) => repeated(rs.map((r) => r.cpuMsPerRequest * 1000));
  return {
    ratio: repeated(runs.a.map((r, i) => r.cpuMsPerRequest / runs.b[i]!.cpuMsPerRequest)),
    aMicros: us(runs.a),
    bMicros: us(runs.b),
    /** a's requests per second ÷ b's, per round (context: the scheduler has its say). */
    rpsRatio: repeated(runs.a.map((r, i) => r.rps / runs.b[i]!.rps)),
    loadavg: meanLoad([...runs.a, ...runs.b]),
    errors: [...runs.a, ...runs.b].reduce((n, r) => n + r.errors, 0),
    runs,
  };
}
