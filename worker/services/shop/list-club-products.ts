import { asc, eq } from 'drizzle-orm';
import { tshirtProducts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ClubProduct } from '../../contracts/shop';

const CACHE_KEY = 'shop:club-products:v1';

/** The club T-shirts, oldest first (created_at keeps the catalogue's order), cached for a minute. */
export async function listClubProducts(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<ClubProduct[]> {
  const cached = await deps.cache.get<ClubProduct[]>(CACHE_KEY).catch(() => null);
  if (cached) return cached;
  const rows = await deps.db
    .select({
      id: tshirtProducts.id,
      name: tshirtProducts.name,
      description: tshirtProducts.description,
      imageUrl: tshirtProducts.imageUrl,
      priceOriginal: tshirtProducts.priceOriginal,
      priceDiscounted: tshirtProducts.priceDiscounted,
    })
    .from(tshirtProducts)
    .where(eq(tshirtProducts.isActive, true))
    .orderBy(asc(tshirtProducts.createdAt));
  await deps.cache.set(CACHE_KEY, rows, 60).catch(() => undefined);
  return rows;
}
