import { asc } from 'drizzle-orm';
import { subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

export async function listTiers(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db.select().from(subscriptionTiers).orderBy(asc(subscriptionTiers.priceMonthly));
  return rows.map(({ stripePriceId: _omit, ...tier }) => tier);
}
