import { migrateDatabase } from '../db/migrate';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { seedDemo } from '../db/seed/seed-demo';
import { databaseFromEnv } from './database-from-env';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

// `npm run db:seed`: catalogue always; demo members only outside production.
const { db, close } = databaseFromEnv();
await migrateDatabase(db);
await seedCatalogue(db, { now: new Date(), pollDurationDays: Number(process.env.POLL_DURATION_DAYS ?? 7), tshirts: CLUB_TSHIRTS });
if (process.env.APP_ENV !== 'production') await seedDemo(db, new Date());
close();
console.log('Seed aplicado.');
