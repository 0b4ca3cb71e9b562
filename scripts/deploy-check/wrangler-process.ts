/** Runs wrangler offline for `npm run deploy:check`: a dry-run deploy, and `wrangler dev` until stopped. */
import { spawn } from 'node:child_process';
import { freePort } from '../free-port';

const WRANGLER = 'node_modules/.bin/wrangler';

/**
 * The environment wrangler runs in: offline, and without any of the checked secrets. With
 * `secrets.required` set, wrangler dev takes a required secret from the shell before the env file,
 * so a developer's exported TURSO_DATABASE_URL would otherwise reach the real database.
 */
export function offlineEnv(secretNames: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };
  for (const name of [...secretNames, 'APP_URL', 'APP_ENV', 'CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']) delete env[name];
  return env;
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** `wrangler deploy --dry-run --env <env>`: bundles and validates the environment, uploads nothing. */
export function dryRunDeploy(o: { config: string; env: string; outDir: string; secretNames: readonly string[] }): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(WRANGLER, ['deploy', '--dry-run', '--config', o.config, '--env', o.env, '--outdir', o.outDir], {
      env: offlineEnv(o.secretNames),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', (e) => resolve({ code: null, output: `${output}\n${e.message}` }));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export interface DevServer {
  url: string;
  /** Everything wrangler and the Worker printed so far (the Worker's JSON log lines included). */
  output: () => string;
  /** Resolves with the exit code once wrangler has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `wrangler dev --env <env>` in local mode (workerd), in its own process group so stop() ends workerd too. */
export async function startWranglerDev(o: {
  config: string;
  env: string;
  envFile: string;
  persistTo: string;
  secretNames: readonly string[];
}): Promise<DevServer> {
  const port = await freePort();
  const args = [
    'dev',
    '--config',
    o.config,
    '--env',
    o.env,
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
  ];
  args.push('--env-file', o.envFile, '--persist-to', o.persistTo, '--show-interactive-dev-session=false', '--log-level', 'log');
  const child = spawn(WRANGLER, args, { env: offlineEnv(o.secretNames), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  // Wrangler colours its output whatever the environment says; the log is read as text.
  const keep = (c: Buffer) => (output = (output + c.toString().replace(/\x1b\[[0-9;]*m/g, '')).slice(-50_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  let done = false;
  void exited.then(() => (done = true));

  const stop = async () => {
    if (done || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone in between */
      }
    }
  };
  return { url: `http://127.0.0.1:${port}`, output: () => output, exited, stop };
}

/** Waits until the server answers anything at `path` (any status), wrangler exits, or the time is up. */
export async function waitForAnswer(dev: DevServer, path: string, timeoutMs: number): Promise<'answering' | 'exited' | 'timeout'> {
  let exited = false;
  void dev.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) return 'exited';
    try {
      await fetch(`${dev.url}${path}`, { signal: AbortSignal.timeout(5_000) });
      return 'answering';
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return 'timeout';
}

/** Values for wrangler's --env-file (dotenv with expansion: `$` must be escaped, as scrypt hashes hold it). */
export function envFileText(vars: Record<string, string>): string {
  return (
    Object.entries(vars)
      .map(([name, value]) => {
        if (/["\\\n]/.test(value)) throw new Error(`${name}: quotes, backslashes and line breaks cannot go in an env file here`);
        return `${name}="${value.replaceAll('$', '\\$')}"`;
      })
      .join('\n') + '\n'
  );
}
