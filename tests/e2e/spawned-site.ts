import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { cookieValue, sessionCookieFrom } from '../factories/accounts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The variables a developer's shell might carry that would change what the scripts start. */
const CLEARED = [
  'APP_URL',
  'APP_ENV',
  'TURSO_DATABASE_URL',
  'TURSO_AUTH_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ABLY_API_KEY',
  'UPSTASH_REDIS_REST_URL',
  'UPSTASH_REDIS_REST_TOKEN',
  'NODE_ENV',
  'VITEST',
  'VITEST_MODE',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
];

/**
 * A package script run as a developer runs it (`npm run <script>` in the project
 * folder), on a free PORT with a fresh DATA_DIR, in its own process group: `close`
 * stops the whole group (npm, tsx, Vite or wrangler, workerd) and removes DATA_DIR.
 */
export async function spawnScript(script: 'dev' | 'start' | 'dev:worker', env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `mito-${script.replace(':', '-')}-`));
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CLEARED) delete base[name];
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', ...env },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  // Every process started under npm, including those a script put in a group of its own (wrangler).
  let known = new Set<number>([pid]);
  let commands: string[] = [];
  const alive = (target: number) => {
    try {
      process.kill(target, 0);
      return true;
    } catch {
      return false;
    }
  };
  /** True while npm's process group or any process started under it is still there. */
  const running = () => alive(-pid) || [...known].some(alive);
  const close = async () => {
    known = new Set([pid, ...descendants(pid)]);
    commands = [...known].map(commandLine);
    if (alive(-pid)) process.kill(-pid, 'SIGTERM');
    await vi
      .waitFor(
        () => {
          if (running()) throw new Error('still stopping');
        },
        { timeout: 5_000, interval: 100 },
      )
      .catch(() => undefined);
    // Whatever ignored SIGTERM for five seconds is stopped for good.
    for (const target of [-pid, ...known]) if (alive(target)) process.kill(target, 'SIGKILL');
    // A killed process stays visible until the kernel has torn it down and its parent reaped it.
    await vi
      .waitFor(
        () => {
          if (running()) throw new Error('still stopping');
        },
        { timeout: 5_000, interval: 50 },
      )
      .catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Ready when the site's own address answers /health and serves the page (or given up when the script exits).
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const up = async () => (await fetch(`${url}/health`)).ok && (await fetch(`${url}/`)).ok;
  const ready = await vi
    .waitFor(
      async () => {
        if (exitCode !== undefined) return false;
        if (!(await up())) throw new Error('not up yet');
        return true;
      },
      { timeout: 120_000, interval: 250 },
    )
    .catch(() => false);
  if (!ready) {
    await close();
    throw new Error(`npm run ${script} did not come up on ${url} (exit ${String(exitCode)}):\n${output}`);
  }
  return {
    url,
    port,
    dataDir,
    close,
    running,
    /** The command lines of every process found under npm when `close` began. */
    started: () => commands,
    output: () => output,
  };
}

/** Signs a member in through the site's own procedure: the session cookie, ready for `context.addCookies`. */
export async function signedInCookie(siteUrl: string, email: string, password: string) {
  const res = await fetch(`${siteUrl}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email, password }),
  });
  const pair = sessionCookieFrom(res.headers);
  if (res.status !== 200 || !pair)
    throw new Error(`sign-in of ${email} answered ${res.status} without a session cookie: ${await res.text()}`);
  return { name: pair.slice(0, pair.indexOf('=')), value: cookieValue(pair), url: siteUrl };
}

/** Every process below `root` now (Linux /proc), whatever process group it moved to. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; the parent id is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(root);
  return out;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** The node process running the Node entry under the supervisor, for the site whose DATA_DIR is `dataDir`. */
export function serverPid(dataDir: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (cmd.includes('--import\0tsx\0worker/entry.node.ts') && env.includes(`DATA_DIR=${dataDir}\0`)) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  return null;
}
