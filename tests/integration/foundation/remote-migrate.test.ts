import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'libsql';
import { startHranaServer, type HranaServer } from '../../../scripts/hrana-server';

/**
 * The README's deploy steps run `npm run db:migrate` and `npm run db:seed` against Turso with
 * TURSO_DATABASE_URL and TURSO_AUTH_TOKEN. Here the dev Hrana endpoint, which requires the token,
 * plays Turso: the same remote client path, offline.
 */
const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;
const TOKEN = 'remote-migrate-test-token';
let dir: string;
let server: HranaServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mito-remote-migrate-'));
  server = await startHranaServer({ file: join(dir, 'remote.db'), authToken: TOKEN });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const script = (name: string, env: Record<string, string>) =>
  run('node_modules/.bin/tsx', [name], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });

describe('migrations and the catalogue seed against a remote database (Turso)', () => {
  it('db:migrate applies every migration over HTTP with the token, and a second run changes nothing', async () => {
    const env = { TURSO_DATABASE_URL: server.url, TURSO_AUTH_TOKEN: TOKEN };
    expect((await script('scripts/db-migrate.ts', env)).stdout).toContain('Migrações aplicadas.');
    await script('scripts/db-migrate.ts', env);
    const db = new Database(join(dir, 'remote.db'), { readonly: true });
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>;
    db.close();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['__drizzle_migrations', 'users', 'polls', 'subscription_tiers', 'payment_events', 'health_probes']),
    );
  });

  it('db:seed with APP_ENV=production writes the catalogue and no demo members', async () => {
    await script('scripts/db-seed.ts', { TURSO_DATABASE_URL: server.url, TURSO_AUTH_TOKEN: TOKEN, APP_ENV: 'production' });
    const db = new Database(join(dir, 'remote.db'), { readonly: true });
    const tiers = db.prepare('select count(*) as n from subscription_tiers').get() as { n: number };
    const users = db.prepare('select count(*) as n from users').get() as { n: number };
    db.close();
    expect(tiers.n).toBe(3);
    expect(users.n).toBe(0);
  });

  it('without the token the remote refuses, and the command fails', async () => {
    await expect(script('scripts/db-migrate.ts', { TURSO_DATABASE_URL: server.url })).rejects.toThrow();
  });
});
