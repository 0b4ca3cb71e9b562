import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onServerCore } from './cores';

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/**
 * Runs a server script in its own process, on the server's core (cores.ts), so the load
 * generator in this process shares neither its event loop nor its CPU, and waits for `READY <url>`.
 */
export async function startChildServer(
  script: string,
  env: Record<string, string> = {},
): Promise<{ url: string; extra: string | undefined; pid: number; stop: () => Promise<void> }> {
  const [command, args] = onServerCore(TSX, [fileURLToPath(new URL(`../servers/${script}`, import.meta.url))]);
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let extra: string | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      const m = /READY (\S+)(?: (\S+))?/.exec(buf);
      if (m) {
        clearTimeout(timer);
        extra = m[2];
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url,
    /** A second word after the URL on the READY line (e.g. a session cookie the server made). */
    extra,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
