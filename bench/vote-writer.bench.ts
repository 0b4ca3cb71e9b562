import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { systemClock } from '../worker/adapters/clock/port';
import { nodeDatabase } from '../worker/adapters/db/node';
import type { Db } from '../worker/adapters/db/port';
import { cryptoRandom } from '../worker/adapters/random/port';
import { groupCommitVoteWriter } from '../worker/adapters/vote-writer/group-commit';
import { perRequestVoteWriter } from '../worker/adapters/vote-writer/per-request';
import type { VoteRow, VoteWriter } from '../worker/adapters/vote-writer/port';
import { VOTE_CONSENT_VERSION } from '../worker/contracts/poll';
import { hashPassword } from '../worker/lib/password';
import { piiSeal } from '../worker/lib/pii-seal';
import { silentLogger } from '../worker/lib/logger';
import { voterSearchEntry } from '../worker/lib/voter-search-tokens';
import { INDEX_BATCH, indexPendingVotes } from '../worker/services/artist/index-pending-votes';
import { voterIndexStatements, type VoterIndexEntry } from '../worker/services/artist/internal/voter-index-rows';
import { voteRow } from '../tests/factories/vote-rows';
import { validCpf } from '../tests/factories/voters';
import { benchConfig } from './lib/bench-config';
import { atLeast, report } from './lib/report';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * The database side alone (a libSQL file in WAL mode, synchronous=FULL; no HTTP, no load
 * generator), 50 concurrent voters:
 * - the single-writer ceiling: one transaction per vote, through the writer Workers use
 *   (per-request.ts) with the statements of the request path (vote, counter, consents, e-mail link);
 * - beside it, the same with the panel's search rows in the vote's transaction, as before
 *   docs/decisions/0017-deferred-voter-index.md;
 * - rows written per vote, counted by SQLite (total_changes()) around each write;
 * - the group-commit writer (Node), and the indexer's throughput over the votes it left pending.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const VOTERS = 50;
const COUNTED = 200;

const config = benchConfig(await hashPassword('bench-password-not-used'));
const seal = piiSeal(config);

async function freshDb(opts: { concurrency?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mito-bench-writer-'));
  const { db, close } = nodeDatabase(`file:${join(dir, 'bench.db')}`, undefined, opts);
  await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  await seedCatalogue(db, { now: new Date(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
  return { db, done: () => (close(), rmSync(dir, { recursive: true, force: true })) };
}

// People sealed once (sealing is the service's work, not the writer's); each vote gets fresh ids and hashes.
const PEOPLE = Array.from({ length: 500 }, (_, i) => {
  const name = `Fã Bench ${['Silva', 'Souza', 'Oliveira', 'Ferreira', 'Almeida'][i % 5]} Nº ${i}`;
  const email = `fa.bench.${i}@exemplo.com.br`;
  const cpf = validCpf(50_000_000 + i * 7919);
  return {
    participantName: seal.encrypt(name),
    emailEncrypted: seal.encrypt(email),
    cpfEncrypted: seal.encrypt(cpf),
    search: voterSearchEntry(config, { name, email, cpfDigits: cpf }),
  };
});

let n = 0;
/** A vote as cast-vote.ts hands it to the writer: sealed fields, its consents and its e-mail link. */
function benchVote(): { row: VoteRow; search: Omit<VoterIndexEntry, 'id' | 'raffleCoupon'> } {
  const at = new Date();
  // Random ids, so the figures stay comparable with earlier runs of this bench.
  const base = voteRow(at, cryptoRandom.id());
  const { search, ...sealed } = PEOPLE[n % PEOPLE.length]!;
  const consent = (purpose: 'contact' | 'marketing') => ({
    id: cryptoRandom.id(),
    subjectId: base.cpfHash,
    purpose,
    textVersion: VOTE_CONSENT_VERSION,
    granted: true,
  });
  const side = {
    consents: [consent('contact'), ...(n++ % 2 ? [consent('marketing')] : [])],
    confirmToken: { id: cryptoRandom.id(), expiresAt: new Date(at.getTime() + 86_400_000) },
  };
  return { row: { ...base, ...sealed, side }, search };
}

/**
 * As before 0017: the writer's own batch with the vote's search rows appended (same transaction).
 * The writer builds its batch synchronously inside `submit`, so the vote being submitted is known.
 */
function withIndexInTransaction(db: Db) {
  let current: VoterIndexEntry | undefined;
  const proxied = new Proxy(db, {
    get: (target, key) =>
      key === 'batch'
        ? (stmts: Parameters<Db['batch']>[0]) =>
            target.batch([...stmts, ...voterIndexStatements(target, current ? [current] : [])] as unknown as Parameters<Db['batch']>[0])
        : Reflect.get(target, key),
  });
  const writer = perRequestVoteWriter(proxied);
  return (v: ReturnType<typeof benchVote>) => {
    current = { id: v.row.id, raffleCoupon: v.row.raffleCoupon, ...v.search };
    return writer.submit(v.row);
  };
}

/** Votes/s over SECONDS, and this process's CPU per vote (steadier than votes/s on a shared machine). */
async function run(write: (v: ReturnType<typeof benchVote>) => Promise<unknown>): Promise<{ rate: number; cpuMs: number }> {
  const until = performance.now() + SECONDS * 1000;
  const cpu = process.cpuUsage();
  let count = 0;
  await Promise.all(
    Array.from({ length: VOTERS }, async () => {
      while (performance.now() < until) {
        await write(benchVote());
        count++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { rate: count / SECONDS, cpuMs: (used.user + used.system) / 1000 / count };
}

/** Rows SQLite changed for each of `COUNTED` votes written one at a time on one connection: min, mean, max. */
async function rowsPerVote(write: (db: Db) => (v: ReturnType<typeof benchVote>) => Promise<unknown>) {
  const one = await freshDb({ concurrency: 1 });
  const submit = write(one.db);
  const changes = async () => (await one.db.all<{ n: number }>(sql`SELECT total_changes() AS n`))[0]!.n;
  const counts: number[] = [];
  for (let i = 0; i < COUNTED; i++) {
    const before = await changes();
    await submit(benchVote());
    counts.push((await changes()) - before);
  }
  one.done();
  return { min: Math.min(...counts), mean: counts.reduce((a, b) => a + b, 0) / counts.length, max: Math.max(...counts) };
}

const requestPath = (db: Db) => {
  const writer = perRequestVoteWriter(db);
  return (v: ReturnType<typeof benchVote>) => writer.submit(v.row);
};
const rowsNow = await rowsPerVote(requestPath);
const rowsBefore = await rowsPerVote(withIndexInTransaction);

/** Drains the pending votes in batches of `limit`: votes/s and the longest batch (on Node, the event loop held). */
async function indexAll(db: Db, limit: number) {
  const deps = { db, config, clock: systemClock, logger: silentLogger };
  const [pending] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM tshirt_poll_votes WHERE indexed_at IS NULL`);
  let indexed = 0;
  const batches: number[] = [];
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const taken = await indexPendingVotes(deps, limit);
    batches.push(performance.now() - t0);
    indexed += taken;
    if (taken < limit) break;
  }
  const rate = indexed / ((performance.now() - started) / 1000);
  const [left] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM tshirt_poll_votes WHERE indexed_at IS NULL`);
  const [tokens] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM artist_voter_tokens`);
  if (indexed !== pending!.n || left!.n !== 0)
    throw new Error(`indexer left votes pending: ${pending!.n} pending, ${indexed} indexed, ${left!.n} left`);
  batches.sort((a, b) => a - b);
  return {
    rate,
    indexed,
    median: batches[batches.length >> 1]!,
    longest: batches[batches.length - 1]!,
    tokensEach: tokens!.n / Math.max(1, indexed),
  };
}

const one = await freshDb();
const { rate: perVote, cpuMs: perVoteCpu } = await run(requestPath(one.db));
// The votes that run stored are all pending: the indexer's batches over them, at the Workers batch size.
const workersIndex = await indexAll(one.db, INDEX_BATCH);
one.done();

const before = await freshDb();
const { rate: perVoteWithIndex, cpuMs: perVoteWithIndexCpu } = await run(withIndexInTransaction(before.db));
before.done();

const grouped = await freshDb();
const writer: VoteWriter = groupCommitVoteWriter(grouped.db);
const { rate: groupCommit } = await run((v) => writer.submit(v.row));
// Node's batch size (worker/node/build-deps.ts) over the votes the group-commit run left pending.
const nodeIndex = await indexAll(grouped.db, 25);
grouped.done();

// One writer does both: a vote costs its request's transaction plus its share of an indexer batch.
const sustained = 1 / (1 / perVote + 1 / workersIndex.rate);
report([
  { metric: `rows written per vote, request path (min ${rowsNow.min}, max ${rowsNow.max})`, value: rowsNow.mean, unit: 'rows' },
  {
    metric: `rows written per vote, index in the vote's transaction (before 0017; min ${rowsBefore.min}, max ${rowsBefore.max})`,
    value: rowsBefore.mean,
    unit: 'rows',
  },
  { metric: 'single writer: one transaction per vote, request path', value: perVote, unit: 'votes/s', ...atLeast(perVote, 1000) },
  {
    metric: "single writer: one transaction per vote, index in the vote's transaction (before 0017)",
    value: perVoteWithIndex,
    unit: 'votes/s',
  },
  { metric: 'request path ÷ index in the transaction', value: perVote / perVoteWithIndex, unit: '×' },
  { metric: 'CPU per vote, one transaction per vote: request path', value: perVoteCpu, unit: 'ms' },
  {
    metric: "CPU per vote, one transaction per vote: index in the vote's transaction (before 0017)",
    value: perVoteWithIndexCpu,
    unit: 'ms',
  },
  { metric: 'DB only: group-commit writer (Node)', value: groupCommit, unit: 'votes/s' },
  { metric: 'DB only: group commit ÷ one per vote', value: groupCommit / perVote, unit: '×' },
  {
    metric: `indexer: votes indexed in batches of ${INDEX_BATCH} (${workersIndex.indexed} votes, ${workersIndex.tokensEach.toFixed(0)} tokens each)`,
    value: workersIndex.rate,
    unit: 'votes/s',
    ...atLeast(workersIndex.rate, 1000),
  },
  { metric: `indexer: votes indexed in batches of 25, Node (${nodeIndex.indexed} votes)`, value: nodeIndex.rate, unit: 'votes/s' },
  {
    metric: `indexer: batch of 25 on Node, the event loop held: median (longest ${nodeIndex.longest.toFixed(0)} ms)`,
    value: nodeIndex.median,
    unit: 'ms',
  },
  { metric: 'one writer, votes one per transaction + their index batches', value: sustained, unit: 'votes/s' },
]);
