import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, pollOptions, tshirtPollVotes } from '../../../db/schema';
import { FAN_DATA_LINK_PAGE, FAN_DATA_LINK_SENT } from '../../../worker/contracts/fan-data';
import { readOutbox } from '../../factories/mailbox';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });
const MINUTE = 60_000;
const last4 = (cpf: string) => cpf.replace(/\D/g, '').slice(-4);
const wrong4 = (cpf: string) => String((Number(last4(cpf)) + 1) % 10000).padStart(4, '0');

const fanDataMails = (to: string) => readOutbox(t.dataDir).filter((m) => m.to === to && m.kind === 'fan_data');
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;

async function vote() {
  const form = voterForm();
  const voted = await caller().poll.vote({ ...form, optionId: 'opt_design5' });
  return { form, voted };
}

describe("a fan on another device: coupon + last 4 CPF digits → a link to the vote's e-mail", () => {
  it('answers the same sentence for a match, a wrong pair and an unknown coupon; only the match sends mail', async () => {
    const { form, voted } = await vote();
    const answers = [
      await caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: wrong4(form.cpf) }),
      await caller().poll.requestDataLink({ coupon: 'MITO-2222-22', cpfLast4: last4(form.cpf) }),
      await caller().poll.requestDataLink({ coupon: voted.coupon.toLowerCase(), cpfLast4: last4(form.cpf) }),
    ];
    expect(answers).toEqual([{ message: FAN_DATA_LINK_SENT }, { message: FAN_DATA_LINK_SENT }, { message: FAN_DATA_LINK_SENT }]);
    expect(FAN_DATA_LINK_SENT).toBe('Se os dados conferirem, enviamos um link para o e-mail informado no voto.');
    await expect.poll(() => fanDataMails(form.email).length).toBe(1);
    const [mail] = fanDataMails(form.email);
    expect(mail!.subject).toBe('Seus dados na enquete do MC Mito');
    expect(mail!.text).toContain(voted.coupon);
    const link = mail!.links.find((l) => new URL(l).pathname === FAN_DATA_LINK_PAGE)!;
    expect(new URL(link).origin).toBe('http://localhost:3000');
    // Only the link's hash is stored, for 30 minutes, for this vote.
    const [row] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'fan_data'));
    expect(row!.id).not.toContain(tokenOf(link));
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * MINUTE);
  });

  it('the link opens once, gives a data grant for the copy and the deletion, and expires after 30 minutes', async () => {
    const { form, voted } = await vote();
    await caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: last4(form.cpf) });
    await expect.poll(() => fanDataMails(form.email).length).toBe(1);
    const first = tokenOf(fanDataMails(form.email)[0]!.links[0]!);

    const opened = await caller().poll.openDataLink({ linkToken: first });
    expect(opened).toEqual({ dataToken: expect.stringMatching(/^[a-z2-7]{32}$/), coupon: voted.coupon });
    expect(opened.dataToken).not.toBe(first);
    await expect(caller().poll.openDataLink({ linkToken: first })).rejects.toMatchObject({
      message: 'Este link expirou ou já foi usado. Peça um novo em Meu cupom.',
    });
    await expect(caller().poll.myData({ dataToken: opened.dataToken })).resolves.toMatchObject({ email: form.email, cupom: voted.coupon });

    // A second link, opened 30 minutes later: refused; one second before: it works.
    await caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: last4(form.cpf) });
    await caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: last4(form.cpf) });
    await expect.poll(() => fanDataMails(form.email).length).toBe(3);
    const [second, third] = fanDataMails(form.email)
      .map((m) => tokenOf(m.links[0]!))
      .filter((x) => x !== first);
    const start = t.clock.now().getTime();
    t.clock.set(new Date(start + 30 * MINUTE));
    await expect(caller().poll.openDataLink({ linkToken: second! })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    t.clock.set(new Date(start + 30 * MINUTE - 1000));
    const again = await caller().poll.openDataLink({ linkToken: third! });

    // Erasing from the link's page: the count stays, the links of this vote are gone.
    const [before] = await t.deps.db.select({ n: pollOptions.voteCount }).from(pollOptions).where(eq(pollOptions.id, 'opt_design5'));
    await caller().poll.eraseMyData({ dataToken: again.dataToken });
    const [after] = await t.deps.db.select({ n: pollOptions.voteCount }).from(pollOptions).where(eq(pollOptions.id, 'opt_design5'));
    expect(after!.n).toBe(before!.n);
    const [voteRow] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    expect(await t.deps.db.select().from(emailTokens).where(eq(emailTokens.voteId, voteRow!.id))).toHaveLength(0);
    // An erased vote gets no more links (past the per-coupon hour, so the limit is not what answers).
    t.clock.set(new Date(start + 2 * 60 * MINUTE));
    await expect(caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: last4(form.cpf) })).resolves.toEqual({
      message: FAN_DATA_LINK_SENT,
    });
    await t.background.idle();
    expect(fanDataMails(form.email)).toHaveLength(3);
  });

  it('is rate limited per address and per coupon, matched or not', async () => {
    const { form, voted } = await vote();
    // Per coupon, from many addresses: 3 an hour.
    const byCoupon = [];
    for (let i = 0; i < 4; i++)
      byCoupon.push(
        await caller()
          .poll.requestDataLink({ coupon: voted.coupon, cpfLast4: wrong4(form.cpf) })
          .then(
            () => 'ok',
            (e: { code: string }) => e.code,
          ),
      );
    expect(byCoupon).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    await expect(caller().poll.requestDataLink({ coupon: voted.coupon, cpfLast4: last4(form.cpf) })).rejects.toMatchObject({
      message: expect.stringMatching(/^Muitos pedidos para este cupom\./),
    });
    // Per address, over many coupons: 10 a minute.
    const one = t.caller({ ip: '203.0.113.9' });
    const byAddress = [];
    for (let i = 0; i < 11; i++)
      byAddress.push(
        await one.poll.requestDataLink({ coupon: `MITO-${'23456789ABC'[i]}222-22`, cpfLast4: '1234' }).then(
          () => 'ok',
          (e: { code: string }) => e.code,
        ),
      );
    expect(byAddress.filter((a) => a === 'ok')).toHaveLength(10);
    expect(byAddress.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});
