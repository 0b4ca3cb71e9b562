import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU milliseconds (user + system) used so far by a process and its running
 * descendants (tsx starts the server as a child), from /proc; NaN off Linux.
 * On a shared machine this says what a request costs the server even when the
 * scheduler, not the server, sets the requests per second.
 */
export function processTreeCpuMs(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      if (p === pid) return NaN;
    }
    stack.push(...childrenOf(p));
  }
  return total;
}
