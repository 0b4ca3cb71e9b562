import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { pollOptions, tshirtPollVotes } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { nodeDatabase } from '../worker/adapters/db/node';
import { cryptoRandom } from '../worker/adapters/random/port';
import { groupCommitVoteWriter } from '../worker/adapters/vote-writer/group-commit';
import type { VoteRow } from '../worker/adapters/vote-writer/port';
import { voteRow } from '../tests/factories/vote-rows';
import { report } from './lib/report';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * The database side alone: 50 concurrent voters writing durable votes (WAL,
 * synchronous=FULL) through the group-commit writer, against one transaction
 * per vote (insert + counter, the same rows). No HTTP, no load generator.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const VOTERS = 50;

async function freshDb() {
  const dir = mkdtempSync(join(tmpdir(), 'mito-bench-writer-'));
  const { db, close } = nodeDatabase(`file:${join(dir, 'bench.db')}`);
  await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  await seedCatalogue(db, { now: new Date(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
  return { db, done: () => (close(), rmSync(dir, { recursive: true, force: true })) };
}

// Random ids, so the figures stay comparable with earlier runs of this bench.
const row = () => voteRow(new Date(), cryptoRandom.id());

async function run(write: (r: VoteRow) => Promise<unknown>): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: VOTERS }, async () => {
      while (performance.now() < until) {
        await write(row());
        count++;
      }
    }),
  );
  return count / SECONDS;
}

const one = await freshDb();
const perVote = await run((r) =>
  one.db.batch([
    one.db.insert(tshirtPollVotes).values({ ...r, pollId: 'poll_camiseta_oficial', updatedAt: r.createdAt }).onConflictDoNothing(),
    one.db.run(sql`UPDATE ${pollOptions} SET vote_count = vote_count + 1 WHERE id = ${r.optionId}`),
  ]),
);
one.done();

const grouped = await freshDb();
const writer = groupCommitVoteWriter(grouped.db);
const groupCommit = await run((r) => writer.submit(r));
grouped.done();

report([
  { metric: 'DB only: one transaction per vote', value: perVote, unit: 'votes/s' },
  { metric: 'DB only: group-commit writer', value: groupCommit, unit: 'votes/s' },
  { metric: 'DB only: group commit ÷ one per vote', value: groupCommit / perVote, unit: '×' },
]);
