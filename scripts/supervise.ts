/**
 * `npm start`: the embedded default under a supervisor. The server runs as a child process; when it
 * dies of anything but a clean stop or a configuration error, it is started again, after a wait that
 * doubles from 1 s up to 30 s while the child keeps dying young (reset once one lives a minute).
 *
 * Why: a SQLite file made unwritable under a running server can kill it with SIGBUS between the write
 * gate's check and the write (worker/adapters/db/write-gate.ts); such a death cannot be caught inside
 * the process. SIGINT/SIGTERM stop the child and then the supervisor.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** The server's exit code for a configuration error (worker/entry.node.ts): starting again cannot help. */
export const CONFIG_ERROR_EXIT = 78;
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;
const LIVED_LONG_MS = 60_000;

const entry = process.argv[2] ?? 'worker/entry.node.ts';
let child: ChildProcess | undefined;
let stopping = false;
let wait = FIRST_WAIT_MS;

function start() {
  const startedAt = Date.now();
  child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    if (stopping || code === 0 || code === CONFIG_ERROR_EXIT) process.exit(code ?? 0);
    if (Date.now() - startedAt > LIVED_LONG_MS) wait = FIRST_WAIT_MS;
    console.error(`\n  O servidor parou (${signal ?? `código ${code}`}); reiniciando em ${wait / 1000} s.\n`);
    setTimeout(start, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  });
}

function stop(signal: NodeJS.Signals) {
  stopping = true;
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  else process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
start();
