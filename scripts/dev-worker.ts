/**
 * `npm run dev:worker`: the real Workers entry under `wrangler dev` (workerd).
 *
 * Without TURSO_DATABASE_URL it migrates and seeds DATA_DIR/dev.db (the same file
 * `npm run dev` uses) and serves it over the dev Hrana endpoint, so the Worker
 * reaches its database through @libsql/client/web exactly as it reaches Turso.
 * Development secrets come from DATA_DIR/dev-secrets.json; the environment and a
 * developer's own .dev.vars override them. They reach wrangler in one generated
 * env file (DATA_DIR/dev-worker.vars, git-ignored), not on the command line where
 * `ps` would show them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { migrateDatabase } from '../db/migrate';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { seedDemo } from '../db/seed/seed-demo';
import { nodeDatabase } from '../worker/adapters/db/node';
import { configSchema } from '../worker/env';
import { loadOrCreateDevSecrets } from '../worker/node/dev-secrets';
import { ensurePrivateDatabaseFile, ensurePrivateDir } from '../worker/node/private-files';
import { startHranaServer, type HranaServer } from './hrana-server';
import { freePort } from './free-port';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

const dataDir = process.env.DATA_DIR ?? '.data';
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8787);
ensurePrivateDir(dataDir);

if (!existsSync('web/dist/index.html')) {
  console.log('web/dist não existe: construindo o site (npx vite build)…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Browsers send wrangler's address as Origin; the Worker checks it against APP_URL (never the Host header).
const vars: Record<string, string> = {
  APP_ENV: 'development',
  APP_URL: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`,
};
let hrana: HranaServer | undefined;
if (!process.env.TURSO_DATABASE_URL) {
  const file = join(dataDir, 'dev.db');
  ensurePrivateDatabaseFile(`file:${file}`);
  const { db, close } = nodeDatabase(`file:${file}`);
  const now = new Date();
  await migrateDatabase(db);
  await seedCatalogue(db, { now, pollDurationDays: Number(process.env.POLL_DURATION_DAYS ?? 7), tshirts: CLUB_TSHIRTS });
  if (process.env.SEED_DEMO !== 'false') await seedDemo(db, now);
  close();
  hrana = await startHranaServer({ file, port: await freePort() });
  vars.TURSO_DATABASE_URL = hrana.url;
  console.log(`Banco local ${file} servido por Hrana em ${hrana.url}`);
}

const secrets = await loadOrCreateDevSecrets(dataDir);
const { ARTIST_PASSWORD_DEV: artistPassword, ...devSecrets } = secrets;
Object.assign(vars, devSecrets);
// The environment overrides generated values, as in the Node entry (worker/entry.node.ts).
for (const name of Object.keys(configSchema.shape)) {
  const value = process.env[name];
  if (value) vars[name] = value;
}
if (existsSync('.dev.vars')) Object.assign(vars, parseEnv(readFileSync('.dev.vars', 'utf8')));

// wrangler reads --env-file with dotenv-expand: `$name` would be replaced (scrypt hashes hold `$`), `\$` is kept.
const line = ([name, value]: [string, string]) => {
  if (/["\\\n]/.test(value)) throw new Error(`${name}: quotes, backslashes and line breaks are not supported in dev:worker values`);
  return `${name}="${value.replaceAll('$', '\\$')}"`;
};
const varsFile = join(dataDir, 'dev-worker.vars');
writeFileSync(varsFile, Object.entries(vars).map(line).join('\n') + '\n', { mode: 0o600 });

// Its own process group, so stopping this script stops wrangler and workerd with it.
const wrangler = spawn(
  'node_modules/.bin/wrangler',
  [
    'dev',
    ...['--ip', host, '--port', String(port), '--inspector-port', String(await freePort())],
    ...['--show-interactive-dev-session=false', '--env-file', varsFile],
    // Local R2 media beside the database, so one DATA_DIR holds the whole local site.
    ...['--persist-to', join(dataDir, 'wrangler-state')],
  ],
  { stdio: 'inherit', detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
);

const shutdown = (code: number) => {
  try {
    if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  void (hrana?.close() ?? Promise.resolve()).then(() => process.exit(code));
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
wrangler.on('exit', (code) => shutdown(code ?? 0));

const url = `http://${host}:${port}`;
for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(`${url}/health`)).ok) {
      console.log(`\n  Worker (wrangler dev) no ar: ${url}\n`);
      if (!vars.STRIPE_SECRET_KEY)
        console.log(`  Pagamentos: simulador local (${url}/api/payment-simulator/…), nenhum valor real é cobrado.\n`);
      if (!process.env.ARTIST_PASSWORD_HASH) {
        console.log(`  Senha do painel do artista (desenvolvimento): ${artistPassword}\n`);
      }
      break;
    }
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
