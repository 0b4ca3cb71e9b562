import { cryptoRandom } from '../../worker/adapters/random/port';
import { databaseFromEnv } from '../client';
import { migrateDatabase } from '../migrate';
import { seedCatalogue } from './seed-catalogue';
import { seedDemo } from './seed-demo';

// `npm run db:seed`: catalogue always; demo members only outside production.
const { db, close } = databaseFromEnv();
await migrateDatabase(db);
await seedCatalogue(db, { now: new Date(), random: cryptoRandom, pollDurationDays: Number(process.env.POLL_DURATION_DAYS ?? 7) });
if (process.env.APP_ENV !== 'production') await seedDemo(db, new Date());
close();
console.log('Seed aplicado.');
