import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run deploy:check` as a developer runs it (part of `npm test`): the dry-run deploys of both
 * environments, then the production environment under `wrangler dev` with stand-in secrets. And
 * the same check on a production environment without APP_URL, which must fail where it would fail
 * on Cloudflare: the Worker answers 500.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const CLEARED = ['APP_URL', 'APP_ENV', 'BUILD_ENV', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'];

function deployCheck(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CLEARED) delete env[name];
  const startedAt = Date.now();
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'deploy:check', '--', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const guard = setTimeout(() => process.kill(-child.pid!, 'SIGTERM'), 170_000);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output, seconds: (Date.now() - startedAt) / 1000 });
    });
  });
}

/** The wrangler dev address the check announced, to see it is gone once the check has ended. */
const devUrl = (output: string) => /wrangler dev --env production on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
const refused = (url: string) =>
  fetch(`${url}/health`).then(
    () => false,
    () => true,
  );

const dir = mkdtempSync(join(tmpdir(), 'mito-deploy-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run deploy:check', () => {
  it('passes on the repository: both dry runs, and production under wrangler dev answers /health 200 and its pages', async () => {
    const r = await deployCheck([]);
    console.log(`deploy:check took ${r.seconds.toFixed(1)} s`);
    expect(r.output).toContain('✓ wrangler deploy --dry-run --env staging');
    expect(r.output).toContain('✓ wrangler deploy --dry-run --env production');
    expect(r.output).toContain('✓ GET /health — ');
    expect(r.output).toContain('✓ GET /pagina-que-nao-existe — ');
    expect(r.output).toContain('✓ GET /assets/nao-existe-0000.js — ');
    expect(r.output, r.output).not.toContain('✗');
    expect(r.code, r.output).toBe(0);
    // Nothing is left running: wrangler and workerd were stopped.
    expect(await refused(devUrl(r.output)!)).toBe(true);
  }, 180_000);

  it('fails when production has no APP_URL: the Worker answers 500 and the log names the setting', async () => {
    // The same configuration with one line less; paths made absolute, as the copy lives elsewhere.
    const source = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const broken = source
      .replace(/^main = "(.+)"$/m, (_, p: string) => `main = "${join(ROOT, p)}"`)
      .replace(/^directory = "(.+)"$/m, (_, p: string) => `directory = "${join(ROOT, p)}"`)
      .replace(/^APP_URL = "https:\/\/mcmito\.com\.br"\n/m, '');
    expect(broken.split('\n').length).toBe(source.split('\n').length - 1);
    expect(broken).toContain(`main = "${ROOT}`);
    const config = join(dir, 'wrangler.toml');
    writeFileSync(config, broken);

    const r = await deployCheck(['--config', config, '--no-dry-run']);
    expect(r.code, r.output).toBe(1);
    expect(r.output).toContain('✗ [env.production] has what a deploy needs: [env.production].vars APP_URL must be the https origin');
    expect(r.output).toContain('✗ GET /health — liveness: the Worker starts with production settings: status 500, expected 200');
    expect(r.output).toContain('APP_URL: required in production');
    expect(r.output).toMatch(/deploy:check FAILED/);
    expect(await refused(devUrl(r.output)!)).toBe(true);
  }, 180_000);
});
