import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pollOptions, tshirtPollVotes } from '../../../db/schema';
import { hmacHex } from '../../../worker/lib/crypto';
import { maskedCpf, validCpf, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ config: { VOTE_RATE_LIMIT_PER_MINUTE: '1000000' } });
const usedCpfs: string[] = [];

async function countRows(what = '*') {
  const [row] = await t.deps.db.all<{ n: number }>(sql`SELECT count(${sql.raw(what)}) AS n FROM ${tshirtPollVotes}`);
  return row!.n;
}

const totalCounter = async () => (await t.deps.db.select({ n: pollOptions.voteCount }).from(pollOptions)).reduce((a, r) => a + r.n, 0);

describe('votes under a crowd (real libSQL file, group commit)', () => {
  it('1,000 concurrent votes with the same CPF → exactly one stored, 999 "already voted"', async () => {
    const cpf = validCpf(777_000_001);
    usedCpfs.push(cpf);
    const before = await totalCounter();
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        t
          .caller({ ip: `10.1.${i >> 8}.${i & 255}` })
          .poll.vote({ ...voterForm({ cpf: i % 2 ? cpf : maskedCpf(cpf) }), optionId: `opt_design${(i % 5) + 1}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused.every((r) => (r.reason as { code: string }).code === 'CONFLICT')).toBe(true);
    const hash = await hmacHex(t.deps.keys.cpfHmac, cpf);
    const rows = await t.deps.db
      .select({ id: tshirtPollVotes.id })
      .from(tshirtPollVotes)
      .where(sql`${tshirtPollVotes.cpfHash} = ${hash}`);
    expect(rows).toHaveLength(1);
    expect(await totalCounter()).toBe(before + 1);
  });

  it('1,000 concurrent distinct CPFs → 1,000 rows, 1,000 distinct coupons, counters exact', async () => {
    const before = await totalCounter();
    const rowsBefore = await countRows();
    const couponsBefore = await countRows('DISTINCT raffle_coupon');
    const forms = Array.from({ length: 1000 }, (_, i) => {
      const cpf = validCpf(500_000_000 + i * 7);
      usedCpfs.push(cpf);
      return { ...voterForm({ cpf: maskedCpf(cpf) }), optionId: `opt_design${(i % 5) + 1}` };
    });
    const started = performance.now();
    const results = await Promise.all(forms.map((f, i) => t.caller({ ip: `10.2.${i >> 8}.${i & 255}` }).poll.vote(f)));
    const ms = performance.now() - started;
    expect(new Set(results.map((r) => r.coupon)).size).toBe(1000);
    expect(new Set(results.map((r) => r.voterToken)).size).toBe(1000);
    expect(await countRows()).toBe(rowsBefore + 1000);
    expect(await countRows('DISTINCT raffle_coupon')).toBe(couponsBefore + 1000);
    expect(await totalCounter()).toBe(before + 1000);
    const perOption = await t.deps.db.all<{ option_id: string; n: number }>(
      sql`SELECT option_id, count(*) AS n FROM ${tshirtPollVotes} GROUP BY option_id`,
    );
    for (const o of await t.deps.db.select().from(pollOptions))
      expect(o.voteCount).toBe(perOption.find((p) => p.option_id === o.id)?.n ?? 0);
    expect(ms).toBeLessThan(20_000);
  });

  it('the database holds no CPF in clear: not in any text column of any table, not in the file bytes', async () => {
    expect(usedCpfs.length).toBeGreaterThan(1000);
    const tables = await t.deps.db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    const found: string[] = [];
    const needles = new Set(usedCpfs.flatMap((c) => [c, maskedCpf(c)]));
    for (const { name } of tables) {
      const cols = await t.deps.db.all<{ name: string; type: string }>(sql.raw(`PRAGMA table_info("${name}")`));
      for (const col of cols) {
        const values = await t.deps.db.all<{ v: unknown }>(
          sql.raw(`SELECT "${col.name}" AS v FROM "${name}" WHERE typeof("${col.name}") = 'text'`),
        );
        for (const { v } of values) {
          const text = String(v);
          for (const m of text.match(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g) ?? []) if (needles.has(m)) found.push(`${name}.${col.name}`);
        }
      }
    }
    expect(found).toEqual([]);

    await t.deps.db.run(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    const bytes = readFileSync(t.dbFile).toString('latin1');
    expect(usedCpfs.filter((c) => bytes.includes(c) || bytes.includes(maskedCpf(c)))).toEqual([]);
  });
});
