import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { pollOptions, tshirtPollVotes } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { nodeDatabase } from '../worker/adapters/db/node';
import { hashPassword } from '../worker/lib/password';
import { piiSeal } from '../worker/lib/pii-seal';
import { openPii } from '../worker/lib/pii-open';
import { voterSearchEntry } from '../worker/lib/voter-search-tokens';
import { listVoters } from '../worker/services/artist/list-voters';
import { markIndexed, voterIndexStatements } from '../worker/services/artist/internal/voter-index-rows';
import { validCpf } from '../tests/factories/voters';
import { atMost, report } from './lib/report';
import { benchConfig } from './lib/bench-config';
import { timeRuns } from './lib/sample';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * The artist panel's voters table at 100k voters, in process (no HTTP): one
 * page of the table (first and middle), and searches through the keyed
 * trigram index on name, e-mail, design and CPF digits. Side by side, the
 * naive alternative: decrypt every e-mail and filter (one full pass).
 */
const VOTERS = Number(process.env.BENCH_VOTERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const FIRST = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Pedro',
  'Aline',
  'Lucas',
  'Fernanda',
  'Luiz',
  'Patrícia',
  'Marcos',
  'Camila',
  'Rafael',
  'Bruna',
  'Gabriel',
  'Letícia',
  'Thiago',
  'Vitória',
  'Mateus',
  'Larissa',
  'Felipe',
  'Jéssica',
  'Bruno',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com.br', 'outlook.com', 'uol.com.br', 'bol.com.br'];
const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
// The design a voter chose, independent of the name: with `i % 5` every voter of a first name (`i * 7 % 30`) had the
// same design, so a design search walking the name order skipped whole first names (a correlation no poll has).
const designOf = (i: number) => ((Math.imul(i, 0x9e3779b1) >>> 0) % 5) + 1;

// BENCH_ARTIST_DB=/path keeps the seeded database for the next run (same fixed bench keys), to iterate on queries.
const keep = process.env.BENCH_ARTIST_DB;
const reuse = !!keep && existsSync(keep);
const dir = mkdtempSync(join(tmpdir(), 'mito-bench-artist-'));
const { db, close } = nodeDatabase(`file:${keep ?? join(dir, 'bench.db')}`);
await db.run(sql`PRAGMA journal_mode = WAL`);
await migrateDatabase(db);
if (!reuse) await seedCatalogue(db, { now: new Date(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
const config = benchConfig(await hashPassword('bench-password-not-used'));
const seal = piiSeal(config);
const deps = { db, config };

process.stderr.write(`artist bench: seeding ${VOTERS} voters…\n`);
const seedStart = performance.now();
const CHUNK = 1000;
let probeCpf = '';
let probeName = '';
let probeEmail = '';
for (let start = 0; start < VOTERS; start += CHUNK) {
  const rows = [];
  const seeding = !reuse;
  for (let i = start; i < Math.min(VOTERS, start + CHUNK); i++) {
    const name = `${pick(FIRST, i * 7)} ${pick(LAST, i * 13)} ${pick(LAST, i * 31 + 5)}`;
    const email = `${name.split(' ')[0]!.toLowerCase()}.${i}@${pick(DOMAINS, i)}`;
    const cpf = validCpf(10_000_000 + i * 7919);
    if (i === Math.floor(VOTERS / 2)) probeCpf = cpf;
    if (i === Math.floor(VOTERS / 3)) probeName = name.split(' ').slice(1).join(' ').toLowerCase();
    if (i === Math.floor(VOTERS / 4)) probeEmail = email.slice(0, email.indexOf('@') + 1);
    rows.push({
      id: `v${i}`,
      raffleCoupon: `MITO-v${i}`,
      name,
      email,
      cpf,
      optionId: `opt_design${designOf(i)}`,
      ...(reuse ? { tokens: [], sortKey: '' } : voterSearchEntry(config, { name, email, cpfDigits: cpf })),
    });
  }
  if (!seeding) continue;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, 'poll_camiseta_oficial', ${r.optionId}, ${r.name}, ${seal.cpfHash(r.cpf)}, ${seal.encrypt(r.cpf)}, ${r.cpf.slice(-4)}, ${seal.encrypt('11987654321')}, ${seal.encrypt(r.email)}, ${r.raffleCoupon}, ${`t${r.id}`}, 0, 0)`,
    ),
    sql`, `,
  );
  const insert = db.run(
    sql`INSERT INTO ${tshirtPollVotes} (id, poll_id, option_id, participant_name, cpf_hash, cpf_encrypted, cpf_last4, whatsapp_encrypted, email_encrypted, raffle_coupon, voter_token_hash, created_at, updated_at) VALUES ${values}`,
  );
  // The rows the indexer (services/artist/index-pending-votes.ts) writes, with the same statements.
  await db.batch([
    insert,
    ...voterIndexStatements(db, rows),
    markIndexed(
      db,
      rows.map((r) => r.id),
      new Date(),
    ),
  ]);
}
// The designs' counters as the vote writer keeps them: the panel's search reads them to choose its plan
// (a design search walks the name order only when its designs hold many votes).
await db.run(sql`UPDATE ${pollOptions} SET vote_count = (SELECT count(*) FROM ${tshirtPollVotes} v WHERE v.option_id = ${pollOptions}.id)`);
if (!reuse) await db.run(sql`ANALYZE`);
const seedSeconds = reuse ? NaN : (performance.now() - seedStart) / 1000;

const time = (fn: () => Promise<unknown>, runs = RUNS) => timeRuns(fn, runs, 1);

const cases: [string, () => Promise<{ total: number }>][] = [
  ['table page 1 (no search)', () => listVoters(deps, { q: '', page: 1 })],
  ['table middle page (offset 50k)', () => listVoters(deps, { q: '', page: Math.floor(VOTERS / 50) })],
  ['search two surnames', () => listVoters(deps, { q: probeName, page: 1 })],
  ['search common name ("silva")', () => listVoters(deps, { q: 'silva', page: 1 })],
  ['search e-mail local part', () => listVoters(deps, { q: probeEmail, page: 1 })],
  ['search design ("Bonde do Mito")', () => listVoters(deps, { q: 'Bonde do Mito', page: 1 })],
  ['search CPF middle digits', () => listVoters(deps, { q: probeCpf.slice(3, 9), page: 1 })],
];

const rows = [];
for (const [name, fn] of cases) {
  const matches = (await fn()).total;
  const t = await time(fn);
  rows.push({ metric: `${name} p95 (${matches} matches)`, value: t.p95, unit: 'ms', ...atMost(t.p95, 50) });
  rows.push({ metric: `${name} p50`, value: t.p50, unit: 'ms' });
}

// The naive baseline: open every sealed e-mail and filter in memory (what the index avoids).
const naive = await time(async () => {
  const all = await db.all<{ e: string }>(sql`SELECT email_encrypted AS e FROM ${tshirtPollVotes}`);
  return all.filter((r) => openPii(config, r.e).includes(probeEmail)).length;
}, 3);
const indexed = await time(cases[4]![1]);
rows.push({ metric: 'naive e-mail search: decrypt every row p50', value: naive.p50, unit: 'ms' });
rows.push({ metric: 'naive ÷ indexed e-mail search (p50)', value: naive.p50 / indexed.p50, unit: '×' });
const [size] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM artist_voter_tokens`);
rows.push({ metric: 'index rows (tokens) per voter', value: (size?.n ?? 0) / VOTERS, unit: 'rows' });
if (!reuse) rows.push({ metric: `seeding ${VOTERS} voters with their index`, value: seedSeconds, unit: 's' });
report(rows);
close();
rmSync(dir, { recursive: true, force: true });
