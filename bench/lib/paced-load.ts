import { Agent, request } from 'node:http';
import { pinLoadGenerator } from './cores';
import type { BodySource } from './load';
import { processTreeCpuMs, processTreeWaitMs } from './process-cpu';
import { loadNow } from './report';
import { quantile } from './sample';

/*
 * An open-loop load at a steady offered rate: request i is due at start + i / rate, whatever the
 * server is doing, and its latency is counted from that due time (a request the client had to hold
 * back because every connection was busy counts its wait too, so no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection a budget per second and resets it on
 * a one-second timer, so every connection sends its whole budget back to back at the top of each
 * second: a burst of `rate` requests, then silence. Its p99 at "200 req/s" is the drain time of a
 * 200-request burst, not the latency at a steady 200 req/s.
 */
export interface PacedOptions {
  url: string;
  path: string;
  headers?: Record<string, string>;
  /** POST with these JSON bodies in turn (one per request); GET without. */
  bodies?: BodySource;
  rate: number;
  seconds: number;
  connections: number;
  warmupSeconds?: number;
  /** The server's pid: its CPU time over the measured run (not the warm-up) is counted. */
  cpuOf?: number;
}

export interface PacedResult {
  p50: number;
  p99: number;
  sent: number;
  ok: number;
  errors: number;
  /** The server's CPU milliseconds per answered request over the measured run; NaN without `cpuOf`. */
  cpuMsPerRequest: number;
  /** The 1-minute load average at the end of the run. */
  loadavg: number;
  /** The share of the run's wall time the server's event loop waited for a CPU (neighbours); NaN without `cpuOf`. */
  waitShare: number;
}

async function run(
  o: PacedOptions,
  agent: Agent,
  seconds: number,
): Promise<Omit<PacedResult, 'cpuMsPerRequest' | 'loadavg' | 'waitShare'>> {
  const target = new URL(o.path, o.url);
  const total = Math.round(o.rate * seconds);
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const start = performance.now() + 20;
  const pending: Promise<void>[] = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const body = o.bodies?.next();
      const headers =
        body === undefined
          ? o.headers
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...o.headers };
      const req = request(target, { agent, method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) ok++;
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  let i = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out; the next tick is set for the next due time.
      while (i < total && start + (i * 1000) / o.rate <= now) pending.push(send(start + (i++ * 1000) / o.rate));
      if (i >= total) return done();
      setTimeout(tick, Math.max(0, start + (i * 1000) / o.rate - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), sent: total, ok, errors };
}

/** One paced run from the load generator's core, after an unmeasured warm-up (2 s unless told). */
export async function pacedLoad(o: PacedOptions): Promise<PacedResult> {
  pinLoadGenerator();
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  try {
    if ((o.warmupSeconds ?? 2) > 0) await run(o, agent, o.warmupSeconds ?? 2);
    const cpu0 = o.cpuOf === undefined ? NaN : processTreeCpuMs(o.cpuOf);
    const wait0 = o.cpuOf === undefined ? NaN : processTreeWaitMs(o.cpuOf);
    const t0 = performance.now();
    const r = await run(o, agent, o.seconds);
    const cpuMs = o.cpuOf === undefined ? NaN : processTreeCpuMs(o.cpuOf) - cpu0;
    const waitShare = o.cpuOf === undefined ? NaN : (processTreeWaitMs(o.cpuOf) - wait0) / (performance.now() - t0);
    return { ...r, cpuMsPerRequest: cpuMs / (r.ok + r.errors), loadavg: loadNow(), waitShare };
  } finally {
    agent.destroy();
  }
}
