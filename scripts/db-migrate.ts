import { migrateDatabase } from '../db/migrate';
import { databaseFromEnv } from './database-from-env';

// `npm run db:migrate`: the local file, or Turso when TURSO_DATABASE_URL is set.
const { db, close } = databaseFromEnv();
await migrateDatabase(db);
close();
console.log('Migrações aplicadas.');
