import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Separate cores: a bench server runs on core 0, the load generator (the bench process) on core 1,
 * so neither steals the other's CPU and a ratio compares the server's work alone. Needs `taskset`
 * (util-linux) and two cores; without them everything runs where the scheduler puts it, and
 * `coresNote()` says so beside the figures.
 */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

/** Whether this machine can keep server and load generator apart (BENCH_SHARED_CORES=1 lets them share). */
export const separateCores =
  process.env.BENCH_SHARED_CORES !== '1' &&
  availableParallelism() >= 2 &&
  spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

/** The command that starts a server pinned to SERVER_CORE (or as given, if pinning is not possible). */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return separateCores ? ['taskset', ['-c', String(SERVER_CORE), command, ...args]] : [command, args];
}

let pinned = false;
/** Pins this process (every thread: event loop, libuv pool, GC) to LOAD_CORE; once, idempotent. */
export function pinLoadGenerator() {
  if (pinned || !separateCores) return;
  pinned = spawnSync('taskset', ['-a', '-c', '-p', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' }).status === 0;
}

export function coresNote() {
  return separateCores
    ? `server on core ${SERVER_CORE}, load generator on core ${LOAD_CORE} (taskset)`
    : 'server and load generator share the cores (BENCH_SHARED_CORES=1, no taskset, or one core)';
}
