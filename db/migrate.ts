import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Db } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations; `npm run db:migrate` (scripts/db-migrate.ts) runs it from the command line. */
export async function migrateDatabase(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
