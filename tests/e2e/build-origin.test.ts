import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run build` for an environment, into a folder of its own (web/dist, which the other e2e
 * files serve, is left alone): the environment's origin in every absolute URL, and no build at all
 * for production without one.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const CLEARED = ['APP_URL', 'APP_ENV', 'BUILD_ENV', 'NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'];
/** The files whose absolute URLs come from the origin (a local build writes localhost into each). */
const WITH_URLS = [
  'index.html',
  'loja.html',
  'galeria.html',
  'minha-historia.html',
  'pricing.html',
  'meu-cupom.html',
  'spa.html',
  'sitemap.xml',
  'robots.txt',
];

function build(args: string[], env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CLEARED) delete base[name];
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--', ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'mito-build-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run build for an environment', () => {
  it("-- --env production writes production's APP_URL into canonical, Open Graph, sitemap and robots, and no localhost anywhere", async () => {
    const out = join(dir, 'production');
    const r = await build(['--env', 'production', '--out-dir', out]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('absolute URLs use https://mcmito.com.br (wrangler.toml [env.production.vars].APP_URL)');
    for (const file of WITH_URLS) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).toContain('https://mcmito.com.br/');
      expect(text, file).not.toContain('localhost');
    }
    const loja = readFileSync(join(out, 'loja.html'), 'utf8');
    expect(loja).toContain('<link rel="canonical" href="https://mcmito.com.br/loja" />');
    expect(loja).toContain('<meta property="og:url" content="https://mcmito.com.br/loja" />');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://mcmito.com.br/sitemap.xml');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://mcmito.com.br/galeria</loc>');
    // The servers' route table and 404 page come with it.
    expect(JSON.parse(readFileSync(join(out, 'spa-routes.json'), 'utf8'))).toContain('/feed');
    expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('Oops! Page not found');
  }, 240_000);

  it('a production build without an origin fails at once, saying what to set, and bundles nothing', async () => {
    const config = join(dir, 'wrangler.toml');
    const source = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    writeFileSync(config, source.replace(/^APP_URL = "https:\/\/mcmito\.com\.br"\n/m, ''));
    const out = join(dir, 'refused');
    const r = await build(['--env', 'production', '--config', config, '--out-dir', out]);
    expect(r.code).toBe(1);
    expect(r.output).toContain("a build for --env production needs that environment's public origin: set APP_URL in [env.production.vars]");
    expect(existsSync(out)).toBe(false);

    const exported = await build(['--out-dir', out], { APP_ENV: 'production' });
    expect(exported.code).toBe(1);
    expect(exported.output).toContain('APP_ENV=production needs the public origin');
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});
