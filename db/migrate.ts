import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Db } from '../worker/adapters/db/port';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

// `npm run db:migrate`: the local file, or Turso when TURSO_DATABASE_URL is set.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { databaseFromEnv } = await import('./client');
  const { db, close } = databaseFromEnv();
  await migrateDatabase(db);
  close();
  console.log('Migrações aplicadas.');
}
