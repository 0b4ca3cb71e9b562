import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, tshirtPollVotes } from '../../../db/schema';
import { VOTE_CONSENT_VERSION } from '../../../worker/contracts/poll';
import { selectVoters } from '../../../worker/services/artist/list-voters';
import { makeArtistSession } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });

async function vote(over: Parameters<typeof voterForm>[0] = {}) {
  const form = voterForm(over);
  const voted = await caller().poll.vote({ ...form, optionId: 'opt_design2' });
  const [row] = await t.deps.db
    .select({ id: tshirtPollVotes.id, cpfHash: tshirtPollVotes.cpfHash })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
  return { form, ...voted, voteId: row!.id, cpfHash: row!.cpfHash };
}
const ledgerOf = (subjectId: string) =>
  t.deps.db
    .select({ kind: consents.subjectKind, purpose: consents.purpose, version: consents.textVersion, granted: consents.granted })
    .from(consents)
    .where(eq(consents.subjectId, subjectId))
    .orderBy(asc(consents.at), sql`rowid`);

describe("the vote form's consent ledger", () => {
  it('voting needs the contact consent; marketing is separate and off unless ticked', async () => {
    const http = httpApp(t.deps, '198.51.100.90');
    const refused = await http.mutation('poll.vote', { ...voterForm({ contactConsent: false }), optionId: 'opt_design2' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Para votar, aceite ser contatado(a) sobre a votação e o sorteio.');
    const { contactConsent: _omitted, ...withoutConsent } = voterForm();
    expect((await http.mutation('poll.vote', { ...withoutConsent, optionId: 'opt_design2' })).status).toBe(400);
    expect(await t.deps.db.$count(consents)).toBe(0);
  });

  it('a vote appends its consents (purpose, text version, time), keyed by the CPF hash, never the CPF', async () => {
    const plain = await vote();
    expect(await ledgerOf(plain.cpfHash)).toEqual([{ kind: 'voter', purpose: 'contact', version: VOTE_CONSENT_VERSION, granted: true }]);
    const keen = await vote({ marketingConsent: true });
    expect((await ledgerOf(keen.cpfHash)).sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual([
      { kind: 'voter', purpose: 'contact', version: VOTE_CONSENT_VERSION, granted: true },
      { kind: 'voter', purpose: 'marketing', version: VOTE_CONSENT_VERSION, granted: true },
    ]);
    const digits = keen.form.cpf.replace(/\D/g, '');
    const leaked = await t.deps.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM consents WHERE subject_id LIKE ${`%${digits}%`}`);
    expect(leaked[0]!.n).toBe(0);
    expect(await caller().poll.couponStatus({ voterToken: keen.voterToken })).toMatchObject({
      consents: { contact: true, marketing: true },
    });
  });

  it('/meu-cupom withdraws and gives again: each change is a new row; a wrong token changes nothing', async () => {
    const v = await vote();
    // At the very instant of the vote: the ledger's order is the order rows were appended.
    await expect(caller().poll.setConsent({ voterToken: v.voterToken, purpose: 'contact', granted: false })).resolves.toEqual({
      contact: false,
      marketing: false,
    });
    t.clock.advance(1000);
    await expect(caller().poll.setConsent({ voterToken: v.voterToken, purpose: 'marketing', granted: true })).resolves.toEqual({
      contact: false,
      marketing: true,
    });
    t.clock.advance(1000);
    await expect(caller().poll.setConsent({ voterToken: v.voterToken, purpose: 'marketing', granted: false })).resolves.toEqual({
      contact: false,
      marketing: false,
    });
    expect((await ledgerOf(v.cpfHash)).map((r) => `${r.purpose}:${r.granted}`)).toEqual([
      'contact:true',
      'contact:false',
      'marketing:true',
      'marketing:false',
    ]);
    expect(await caller().poll.couponStatus({ voterToken: v.voterToken })).toMatchObject({
      consents: { contact: false, marketing: false },
    });

    const before = await t.deps.db.$count(consents);
    await expect(caller().poll.setConsent({ voterToken: 'y'.repeat(40), purpose: 'contact', granted: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await t.deps.db.$count(consents)).toBe(before);
  });

  it('changes are rate limited per vote', async () => {
    const v = await vote();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await t
          .caller({ ip: nextVoterIp() })
          .poll.setConsent({ voterToken: v.voterToken, purpose: 'marketing', granted: i % 2 === 0 })
          .then(
            () => 'ok',
            (e: { code: string }) => e.code,
          ),
      );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(10);
    expect(answers.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});

describe('the artist panel after a withdrawal', () => {
  it('the voter keeps their row, without WhatsApp actions; given again, they come back', async () => {
    const artist = await makeArtistSession(t.deps);
    const panel = () => t.caller({ headers: artist.headers }).artist;
    const quiet = await vote({ name: 'Quitéria Retirou Contato' });
    const open = await vote({ name: 'Otávio Aceita Contato' });
    await caller().poll.setConsent({ voterToken: quiet.voterToken, purpose: 'contact', granted: false });
    await t.indexVoters();

    const rows = (await panel().voters({ q: '', page: 1 })).rows;
    expect(rows.find((r) => r.voteId === quiet.voteId)).toMatchObject({ contactAllowed: false });
    expect(rows.find((r) => r.voteId === open.voteId)).toMatchObject({ contactAllowed: true });
    expect(await panel().voter({ voteId: quiet.voteId })).toMatchObject({ contactAllowed: false });
    expect(await panel().voter({ voteId: open.voteId })).toMatchObject({ contactAllowed: true });

    t.clock.advance(1000);
    await caller().poll.setConsent({ voterToken: quiet.voterToken, purpose: 'contact', granted: true });
    expect(await panel().voter({ voteId: quiet.voteId })).toMatchObject({ contactAllowed: true });
  });

  it("the list reads each page row's consent by one probe of the ledger's index (no scan, no query per row)", async () => {
    const plan = await t.deps.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${selectVoters(null, { limit: 25, offset: 0 })}`);
    const details = plan.map((p) => p.detail);
    expect(details.some((d) => /SEARCH c USING (COVERING )?INDEX consents_subject_idx/.test(d))).toBe(true);
    expect(details.some((d) => /SCAN c\b/.test(d))).toBe(false);
  });
});
