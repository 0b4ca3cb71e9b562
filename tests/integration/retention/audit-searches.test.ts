import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { runRetention } from '../../../worker/services/retention/run-retention';
import { panel } from '../../factories/raffle';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const exportTargets = async () =>
  (await t.deps.db.select({ id: auditLog.id, target: auditLog.target }).from(auditLog).where(eq(auditLog.action, 'export_csv'))).map(
    (r) => r.target!,
  );

describe("the artist's searches in the audit log", () => {
  it('an export by CPF digits or e-mail writes a keyed hash, never the search, and the same search the same mark', async () => {
    const form = voterForm();
    await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: 'opt_design1' });
    await t.indexVoters();
    const artist = await panel(t);
    const cpfDigits = form.cpf.replace(/\D/g, '');
    expect((await artist.exportCsv({ q: cpfDigits })).count).toBe(1);
    expect((await artist.exportCsv({ q: form.email })).count).toBe(1);
    expect((await artist.exportCsv({ q: ` ${form.email.toUpperCase()} ` })).count).toBe(1);
    await artist.exportCsv({ q: '' });

    const targets = await exportTargets();
    expect(targets).toHaveLength(4);
    const all = JSON.stringify(await t.deps.db.select().from(auditLog));
    for (const clear of [cpfDigits, cpfDigits.slice(-6), form.email, form.email.split('@')[0]!]) expect(all).not.toContain(clear);
    const [byCpf, byEmail, byEmailAgain, empty] = targets;
    expect(byCpf).toMatch(/^busca #[0-9a-f]{16}$/);
    expect(byEmail).not.toBe(byCpf);
    expect(byEmailAgain).toBe(byEmail);
    expect(empty).toBe('busca: (sem filtro)');
    // The panel's log shows the same marks.
    expect(
      (await artist.auditLog())
        .filter((e) => e.action === 'export_csv')
        .map((e) => e.target)
        .sort(),
    ).toEqual([...targets].sort());
  });

  it('the retention job rewrites the clear searches written before, to the same mark a new search gets', async () => {
    const now = t.clock.now();
    await t.deps.db.delete(auditLog);
    await t.deps.db.insert(auditLog).values([
      { id: 'old_cpf', actor: 'sessao-a', action: 'export_csv', target: 'busca: "529.982.247-25"', createdAt: now },
      { id: 'old_mail', actor: 'sessao-a', action: 'export_csv', target: 'busca: "ana@exemplo.com"', createdAt: now },
      { id: 'old_empty', actor: 'sessao-a', action: 'export_csv', target: 'busca: ""', createdAt: now },
      { id: 'claim', actor: 'sessao-a', action: 'claim_prize', target: 'cupom MITO-2222-22', createdAt: now },
    ]);
    const r = await runRetention(t.deps);
    expect(r.counts.auditSearches).toBe(3);
    const rows = Object.fromEntries((await t.deps.db.select().from(auditLog)).map((x) => [x.id, x.target]));
    expect(JSON.stringify(rows)).not.toMatch(/529\.982|ana@exemplo/);
    expect(rows.old_empty).toBe('busca: (sem filtro)');
    expect(rows.claim).toBe('cupom MITO-2222-22');

    const artist = await panel(t);
    await artist.exportCsv({ q: 'ana@exemplo.com' });
    const fresh = (await exportTargets()).filter((x) => !Object.values(rows).includes(x));
    expect(fresh).toEqual([]); // the new row's mark equals the rewritten one
    expect((await runRetention(t.deps)).counts.auditSearches).toBe(0);
  });
});
