import type { Db } from '../database';
import { pollOptions, polls, subscriptionTiers, tshirtProducts } from '../schema';
import { DESIGNS, designImage, POLL_QUESTION, TIERS } from './catalogue';

/** A club T-shirt as the seed writes it (the catalogue lives with the contracts, which db/ does not import). */
export interface SeedTshirt {
  slug: string;
  name: string;
  description: string;
  image: string;
  priceOriginal: number;
  priceDiscounted: number;
}

/** Idempotent: running it again changes nothing that exists. */
export async function seedCatalogue(db: Db, opts: { now: Date; pollDurationDays: number; tshirts: readonly SeedTshirt[] }) {
  for (const tier of TIERS) await db.insert(subscriptionTiers).values(tier).onConflictDoNothing();

  for (const [i, p] of opts.tshirts.entries()) {
    await db
      .insert(tshirtProducts)
      .values({
        id: `prod_${p.slug}`,
        slug: p.slug,
        name: p.name,
        description: p.description,
        imageUrl: p.image,
        priceOriginal: p.priceOriginal,
        priceDiscounted: p.priceDiscounted,
        // created_at orders the products; keep the catalogue order.
        createdAt: new Date(opts.now.getTime() + i),
      })
      .onConflictDoNothing();
  }

  const existing = await db.select({ id: polls.id }).from(polls).limit(1);
  if (existing.length > 0) return;
  const pollId = 'poll_camiseta_oficial';
  await db.batch([
    db.insert(polls).values({
      id: pollId,
      question: POLL_QUESTION,
      isActive: true,
      closesAt: new Date(opts.now.getTime() + opts.pollDurationDays * 86_400_000),
      createdAt: opts.now,
    }),
    ...DESIGNS.map((d) =>
      db.insert(pollOptions).values({
        id: `opt_${d.slug}`,
        pollId,
        optionText: d.name,
        optionOrder: d.order,
        baseVotes: d.baseVotes,
        imageUrl: designImage(d.slug),
      }),
    ),
  ]);
}
