import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The variables a developer's shell might carry that would change what the scripts start. */
const CLEARED = ['APP_URL', 'APP_ENV', 'TURSO_DATABASE_URL', 'TURSO_AUTH_TOKEN', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ABLY_API_KEY', 'UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'];

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

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
  /** True while any process of the group (npm and everything it started) is still there. */
  const running = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const close = async () => {
    if (running()) process.kill(-pid, 'SIGTERM');
    for (let i = 0; i < 50 && running(); i++) await new Promise((r) => setTimeout(r, 100));
    // Whatever ignored SIGTERM for five seconds is stopped for good.
    if (running()) process.kill(-pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Ready when the site's own address answers /health and serves the page.
  const deadline = Date.now() + 120_000;
  let ready = false;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (!ready && Date.now() < deadline && exitCode === undefined) {
    try {
      ready = (await fetch(`${url}/health`)).ok && (await fetch(`${url}/`)).ok;
    } catch {
      /* not up yet */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) {
    await close();
    throw new Error(`npm run ${script} did not come up on ${url} (exit ${String(exitCode)}):\n${output}`);
  }
  return { url, port, dataDir, close, running, output: () => output };
}
