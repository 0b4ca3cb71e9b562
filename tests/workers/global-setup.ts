import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/seed-catalogue';
import { startHranaServer } from '../../scripts/hrana-server';
import { nodeDatabase } from '../../worker/adapters/db/node';
import { CLUB_TSHIRTS } from '../../worker/contracts/club-tshirts';

/**
 * Runs in Node before the workerd pool starts: a migrated, seeded database file
 * served over the dev Hrana endpoint, so /health and procedures run against a real
 * database through @libsql/client/web. The file is a template: each test file's
 * Worker gets a namespace of its own (`/ns/<name>/`, vitest.workers.config.ts), a
 * copy made on its first request, so no file sees another's votes or orders.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mito-workers-'));
  const file = join(dir, 'template.db');
  const { db, close } = nodeDatabase(`file:${file}`);
  await migrateDatabase(db);
  await seedCatalogue(db, { now: new Date(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
  close();
  const namespaces = join(dir, 'files');
  mkdirSync(namespaces);
  const server = await startHranaServer({ file, namespaces: { dir: namespaces } });
  project.provide('hranaUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    hranaUrl: string;
  }
}
