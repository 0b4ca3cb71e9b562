import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** One process's CPU milliseconds: its threads' run time in ns (schedstat), else user + system ticks (10 ms steps). */
function cpuMsOf(pid: number): number {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    if (ns > 0) return ns / 1e6;
  } catch {
    // a thread ended between the listing and the read, or no schedstat: the coarser figure below
  }
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU milliseconds used so far by a process and its running descendants (tsx starts the server
 * as a child), from /proc; NaN off Linux. On a shared machine this says what a request costs the
 * server even when the scheduler, not the server, sets the requests per second. Read from each
 * thread's schedstat (nanoseconds), so a run of a few hundred cheap requests still measures; a
 * server's threads live as long as it does, so none of its time leaves with an ended thread.
 */
export function processTreeCpuMs(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      total += cpuMsOf(p);
    } catch {
      if (p === pid) return NaN;
    }
    stack.push(...childrenOf(p));
  }
  return total;
}

/**
 * Milliseconds the main threads (event loops) of a process and its descendants have spent so far
 * ready to run but waiting for a CPU (schedstat's run-queue delay); NaN without schedstat. Over a
 * run ÷ its wall time, the share of it the server lost to the neighbours: a latency measured while
 * that share is high says more about them than about the code.
 */
export function processTreeWaitMs(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      total += Number(readFileSync(`/proc/${p}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      if (p === pid) return NaN;
    }
    stack.push(...childrenOf(p));
  }
  return total;
}
