import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tshirtPollVotes } from '../../../db/schema';
import { FAN_DATA_LINK_PAGE, FAN_DATA_LINK_SENT_TO_VOTE } from '../../../worker/contracts/fan-data';
import { openedDataGrant } from '../../factories/fan-data';
import { readOutbox } from '../../factories/mailbox';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });
const MINUTE = 60_000;
const last4 = (cpf: string) => cpf.replace(/\D/g, '').slice(-4);
const fanDataMails = () => readOutbox(t.dataDir).filter((m) => m.kind === 'fan_data');
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

async function vote() {
  const form = voterForm();
  const voted = await caller().poll.vote({ ...form, optionId: 'opt_design2' });
  return { form, voted };
}

describe("a fan's data needs the inbox of the vote's e-mail, not the voter token", () => {
  it("the voter token — the browser's or the one the coupon look-up hands out — opens no copy and no deletion", async () => {
    const { form, voted } = await vote();
    // A guesser who knows the coupon and the four digits gets the vote's token from /meu-cupom.
    const looked = await caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: last4(form.cpf) });
    expect(looked.voterToken).toBe(voted.voterToken);

    for (const token of [voted.voterToken, looked.voterToken!]) {
      await expect(caller().poll.myData({ dataToken: token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(caller().poll.eraseMyData({ dataToken: token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(caller().poll.myData({ voterToken: token } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(caller().poll.eraseMyData({ voterToken: token } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    // The e-mailed link itself is not a grant, and a grant is not a link (it cannot be traded for a fresh one).
    const { dataToken, linkToken } = await openedDataGrant(t, looked.voterToken!);
    await expect(caller().poll.myData({ dataToken: linkToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller().poll.openDataLink({ linkToken: dataToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    expect(row!.purgedAt).toBeNull();
    // What the voter token does: it sends the link to the vote's own e-mail, and only there.
    expect(fanDataMails().map((m) => m.to)).toEqual([form.email]);
    await expect(caller().poll.myData({ dataToken })).resolves.toMatchObject({ email: form.email, cupom: voted.coupon });
  });

  it("the voter token sends a link to the vote's e-mail, with the one answer", async () => {
    const { form, voted } = await vote();
    await expect(caller().poll.sendDataLink({ voterToken: voted.voterToken })).resolves.toEqual({ message: FAN_DATA_LINK_SENT_TO_VOTE });
    expect(FAN_DATA_LINK_SENT_TO_VOTE).toBe('Enviamos um link para o e-mail informado no voto. Ele vale por 30 minutos.');
    await expect.poll(() => fanDataMails().filter((m) => m.to === form.email).length).toBe(1);
    const [mail] = fanDataMails().filter((m) => m.to === form.email);
    expect(mail!.subject).toBe('Seus dados na enquete do MC Mito');
    const link = new URL(mail!.links.find((l) => new URL(l).pathname === FAN_DATA_LINK_PAGE)!);
    const opened = await caller().poll.openDataLink({ linkToken: link.searchParams.get('t')! });
    expect(opened.coupon).toBe(voted.coupon);
    await expect(caller().poll.sendDataLink({ voterToken: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the grant works for 30 minutes; the copy leaves it usable, the deletion spends it', async () => {
    const { form, voted } = await vote();
    const start = t.clock.now().getTime();
    const late = await openedDataGrant(t, voted.voterToken);
    const { dataToken } = await openedDataGrant(t, voted.voterToken);
    t.clock.set(new Date(start + 30 * MINUTE - 1000));
    await expect(caller().poll.myData({ dataToken })).resolves.toMatchObject({ email: form.email });
    await expect(caller().poll.myData({ dataToken })).resolves.toMatchObject({ email: form.email });
    t.clock.set(new Date(start + 30 * MINUTE));
    await expect(caller().poll.myData({ dataToken: late.dataToken })).rejects.toMatchObject({
      message: 'Este link expirou ou já foi usado. Peça um novo em Meu cupom.',
    });
    await expect(caller().poll.eraseMyData({ dataToken: late.dataToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [kept] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    expect(kept!.purgedAt).toBeNull();

    const fresh = await openedDataGrant(t, voted.voterToken);
    const [first, second] = await Promise.all([
      outcome(caller().poll.eraseMyData({ dataToken: fresh.dataToken })),
      outcome(caller().poll.eraseMyData({ dataToken: fresh.dataToken })),
    ]);
    expect([first, second].sort()).toEqual(['NOT_FOUND', 'ok']);
    await expect(caller().poll.myData({ dataToken: fresh.dataToken })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asking by voter token is rate limited per vote and per address', async () => {
    const { form, voted } = await vote();
    const byVote = [];
    for (let i = 0; i < 4; i++) byVote.push(await outcome(caller().poll.sendDataLink({ voterToken: voted.voterToken })));
    expect(byVote).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    await expect(caller().poll.sendDataLink({ voterToken: voted.voterToken })).rejects.toMatchObject({
      message: expect.stringMatching(/^Muitos pedidos para este voto\. Aguarde/),
    });
    await t.background.idle();
    expect(fanDataMails().filter((m) => m.to === form.email)).toHaveLength(3);

    const others = [];
    for (let i = 0; i < 11; i++) others.push((await vote()).voted.voterToken);
    const one = t.caller({ ip: '203.0.113.44' });
    const byAddress = [];
    for (const voterToken of others) byAddress.push(await outcome(one.poll.sendDataLink({ voterToken })));
    expect(byAddress.filter((a) => a === 'ok')).toHaveLength(10);
    expect(byAddress.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});
