import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { polls, raffleFreezes } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { manualClock } from '../worker/adapters/clock/port';
import { nodeDatabase } from '../worker/adapters/db/node';
import { couponListText, drawWinners, sha256HexOf } from '../worker/lib/raffle-draw';
import { getRaffleStatus } from '../worker/services/raffle/get-raffle-status';
import { loadRounds } from '../worker/services/raffle/raffle-rounds';
import { report } from './lib/report';
import { timeRuns } from './lib/sample';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * /sorteio's data with 50k frozen coupons (a 1.3 MB list), in process on a local
 * libSQL file. Before, measured in the same run: the freeze row read whole
 * (`SELECT *`, list included) and the rounds, which is what every view did.
 * After: the summary, which never selects the list. Both answer the same JSON.
 */
const COUPONS = Number(process.env.BENCH_COUPONS ?? 50_000);
const dir = mkdtempSync(join(tmpdir(), 'mito-bench-raffle-'));
const { db, close } = nodeDatabase(`file:${join(dir, 'bench.db')}`);
await migrateDatabase(db);
const clock = manualClock(new Date());
await seedCatalogue(db, { now: clock.now(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
const [poll] = await db.select().from(polls).limit(1);
const list = couponListText(Array.from({ length: COUPONS }, (_, i) => `MITO-${(i * 7919).toString(16).toUpperCase().padStart(10, '0')}`));
const sha = sha256HexOf(list);
const now = clock.now();
await db.insert(raffleFreezes).values({
  pollId: poll!.id,
  closedAt: now,
  frozenAt: now,
  couponsSha256: sha,
  couponCount: COUPONS,
  couponList: list,
  seed: 'bench',
  winners: drawWinners(sha, 'bench', list.split('\n').filter(Boolean)),
  drawnAt: now,
  claimDeadline: new Date(now.getTime() + 30 * 86_400_000),
});
const deps = { db, clock };

const before = async () => {
  const [f] = await db.select().from(raffleFreezes).where(eq(raffleFreezes.pollId, poll!.id)).limit(1);
  return loadRounds(deps, f!);
};
const after = () => getRaffleStatus(deps);
const b = await timeRuns(before, 60, 5);
const a = await timeRuns(after, 60, 5);
report([
  { metric: `raffle view, ${COUPONS} coupons: freeze row read whole (before) p50`, value: b.p50, unit: 'ms' },
  { metric: 'raffle view: freeze row read whole (before) p95', value: b.p95, unit: 'ms' },
  { metric: 'raffle view: summary without the list (after) p50', value: a.p50, unit: 'ms' },
  { metric: 'raffle view: summary without the list (after) p95', value: a.p95, unit: 'ms' },
  { metric: 'bytes read per view (before): the list', value: list.length, unit: 'B' },
  { metric: 'summary JSON (after)', value: JSON.stringify(await after()).length, unit: 'B' },
]);
close();
rmSync(dir, { recursive: true, force: true });
