import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, pollOptions, polls, raffleFreezes, tshirtPollVotes } from '../../../db/schema';
import { VOTE_CONSENT_VERSION } from '../../../worker/contracts/poll';
import { openedDataGrant } from '../../factories/fan-data';
import { panel } from '../../factories/raffle';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });
const tallies = () => t.deps.db.select({ id: pollOptions.id, n: pollOptions.voteCount }).from(pollOptions).orderBy(pollOptions.id);
const digits = (s: string) => s.replace(/\D/g, '');

/** Every text cell of every table, as one string: what a scan for a person's data reads. */
async function wholeDatabase(): Promise<string> {
  const tables = await t.deps.db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) parts.push(JSON.stringify(await t.deps.db.all(sql.raw(`SELECT * FROM "${name}"`))));
  return parts.join('\n');
}

describe('a fan without an account: their data through the grant of an opened e-mailed link', () => {
  it("'Baixar meus dados' gives the grant holder their own vote, opened, and nobody else's", async () => {
    const mine = voterForm({ name: 'Joana Exportável Teixeira' });
    const voted = await caller().poll.vote({ ...mine, optionId: 'opt_design3' });
    await caller().poll.vote({ ...voterForm(), optionId: 'opt_design3' }); // someone else
    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    const artist = await panel(t);
    await artist.updateContact({ voteId: row!.id, status: 'sent_whatsapp', notes: 'Nota interna da equipe' });
    // The fan takes back the contact consent given with the vote: both rows of the ledger are theirs.
    t.clock.advance(1000);
    await caller().poll.setConsent({ voterToken: voted.voterToken, purpose: 'contact', granted: false });

    const data = await caller().poll.myData({ dataToken: (await openedDataGrant(t, voted.voterToken)).dataToken });
    expect(data).toMatchObject({
      nome: 'Joana Exportável Teixeira',
      cpf: mine.cpf,
      email: mine.email,
      whatsapp: digits(mine.whatsapp),
      design: 'Bonde do Mito',
      cupom: voted.coupon,
      contato: { situacao: 'Mandou WhatsApp', historico: [expect.objectContaining({ situacao: 'Mandou WhatsApp' })] },
      consentimentos: [
        { finalidade: 'contato', concedido: true, versaoDoTexto: VOTE_CONSENT_VERSION, em: row!.createdAt.toISOString() },
        { finalidade: 'contato', concedido: false, versaoDoTexto: VOTE_CONSENT_VERSION, em: t.clock.now().toISOString() },
      ],
    });
    // The team's own notes are not the fan's data; no other voter's anything.
    expect(JSON.stringify(data)).not.toContain('Nota interna');
    const others = await t.deps.db.select({ coupon: tshirtPollVotes.raffleCoupon }).from(tshirtPollVotes);
    for (const o of others.filter((o) => o.coupon !== voted.coupon)) expect(JSON.stringify(data)).not.toContain(o.coupon);
    await expect(caller().poll.myData({ dataToken: 'a'.repeat(32) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('copies and deletions are rate limited per address', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design2' });
    const { dataToken } = await openedDataGrant(t, voted.voterToken);
    const same = t.caller({ ip: '198.51.100.77' });
    const tries = await Promise.allSettled(Array.from({ length: 12 }, () => same.poll.myData({ dataToken })));
    const refused = tries
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason as { code: string; message: string });
    expect(refused.length).toBe(2);
    expect(refused[0]).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitos pedidos em pouco tempo\. Aguarde 1 minuto/),
    });
    await expect(same.poll.eraseMyData({ dataToken })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it("'Excluir meus dados' blanks the person, keeps the design's count, and the coupon leaves the draw", async () => {
    const mine = voterForm({ name: 'Joana Apagável Teixeira' });
    const voted = await caller().poll.vote({ ...mine, optionId: 'opt_design4' });
    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    const artist = await panel(t);
    await artist.updateContact({ voteId: row!.id, status: 'called', notes: 'Ligou de volta' });
    await caller().poll.setConsent({ voterToken: voted.voterToken, purpose: 'marketing', granted: true });
    expect(await t.deps.db.select().from(consents).where(eq(consents.subjectId, row!.cpfHash))).toHaveLength(2);
    const before = await tallies();
    expect(await wholeDatabase()).toContain('Ligou de volta');

    const { dataToken } = await openedDataGrant(t, voted.voterToken);
    await expect(caller().poll.eraseMyData({ dataToken })).resolves.toEqual({ erased: true });

    expect(await tallies()).toEqual(before);
    const [after] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.id, row!.id));
    expect(after).toMatchObject({
      optionId: 'opt_design4',
      raffleCoupon: voted.coupon,
      participantName: '',
      cpfEncrypted: '',
      cpfLast4: '',
      whatsappEncrypted: '',
      emailEncrypted: '',
      emailHash: null,
      emailConfirmedAt: null,
      userId: null,
      voteNetHash: null,
      voteAddressHash: null,
      emailDomainHash: null,
      confirmAddressHash: null,
    });
    expect(after!.purgedAt).not.toBeNull();
    // Nowhere in the database: name, CPF, WhatsApp, e-mail, the team's notes about them.
    const everything = await wholeDatabase();
    for (const clear of ['Joana Apagável Teixeira', digits(mine.cpf), mine.cpf, digits(mine.whatsapp), mine.email, 'Ligou de volta'])
      expect(everything).not.toContain(clear);
    expect(await t.deps.db.select().from(consents).where(eq(consents.subjectId, row!.cpfHash))).toHaveLength(0);

    // The grant was spent and the voter token asks for no more links; the panel no longer shows them.
    await expect(caller().poll.myData({ dataToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller().poll.eraseMyData({ dataToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller().poll.sendDataLink({ voterToken: voted.voterToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: digits(mine.cpf).slice(-4) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect((await panel(t)).voter({ voteId: row!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // While the poll is open the same CPF cannot vote again (the count would double).
    await expect(caller().poll.vote({ ...mine, optionId: 'opt_design1' })).rejects.toMatchObject({ code: 'CONFLICT' });

    // The coupon is not in the list frozen at the close.
    const [poll] = await t.deps.db.select().from(polls).limit(1);
    // The other fans opened their confirmation links: their coupons are in the draw.
    await t.deps.db
      .update(tshirtPollVotes)
      .set({ emailConfirmedAt: t.clock.now() })
      .where(sql`purged_at IS NULL`);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
    await (await panel(t)).freezeRaffle();
    const [freeze] = await t.deps.db.select().from(raffleFreezes);
    expect(freeze!.couponList).not.toContain(voted.coupon);
    const [other] = await t.deps.db
      .select({ coupon: tshirtPollVotes.raffleCoupon })
      .from(tshirtPollVotes)
      .where(sql`purged_at IS NULL`)
      .limit(1);
    expect(freeze!.couponList).toContain(other!.coupon);
  });
});
