import { describe, expect, it } from 'vitest';
import { COUPON_ALPHABET } from '../../../worker/lib/coupon';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let addressSeq = 0;
/** A script rotating IPv4 addresses: each guess from one it has not used. */
const rotating = () => {
  const n = ++addressSeq;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

async function vote() {
  const form = voterForm();
  const voted = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: 'opt_design3' });
  const last4 = form.cpf.replace(/\D/g, '').slice(-4);
  let wrong = 0;
  /** A wrong ending, never the right one. */
  const wrongDigits = () => String((Number(last4) + ++wrong) % 10_000).padStart(4, '0');
  return { ...voted, last4, wrongDigits };
}

/** One look-up, with what a browser would see: the answer or the refusal, and Retry-After. */
async function lookUp(input: { coupon: string; cpfLast4: string } | { voterToken: string }, ip: string) {
  const caller = t.caller({ ip });
  const error = await caller.poll.couponStatus(input).then(
    () => null,
    (e: { code: string; message: string }) => e,
  );
  const retryAfter = caller.ctx.resHeaders.get('retry-after');
  return { code: error?.code ?? 'OK', message: error?.message, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

describe('/meu-cupom cannot be locked for a day', () => {
  it('10 wrong endings from rotating addresses: the coupon waits 15 minutes (429, Retry-After, Portuguese), while the voter token keeps answering', async () => {
    const v = await vote();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await lookUp({ coupon: v.coupon, cpfLast4: v.wrongDigits() }, rotating()));
    expect(answers.map((a) => a.code)).toEqual([...Array(5).fill('NOT_FOUND'), ...Array(5).fill('TOO_MANY_REQUESTS')]);
    expect(answers[5]).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas consultas deste cupom. Aguarde 15 minutos e tente novamente.',
      retryAfter: 900,
    });

    // The owner on the device they voted from: never counted, never refused.
    for (let i = 0; i < 20; i++) expect((await lookUp({ voterToken: v.voterToken }, rotating())).code).toBe('OK');
    // The owner who lost the token: the right ending works once the wait is over.
    expect((await lookUp({ coupon: v.coupon, cpfLast4: v.last4 }, rotating())).code).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(900 * 1000);
    expect((await lookUp({ coupon: v.coupon, cpfLast4: v.last4 }, rotating())).code).toBe('OK');
  });

  it('a script guessing one coupon for a whole day from rotating addresses: the wait grows but never passes 6 hours, and at most 48 guesses are checked', async () => {
    const v = await vote();
    const start = t.clock.now().getTime();
    let checked = 0;
    const waits: number[] = [];
    while (t.clock.now().getTime() - start < 86_400_000) {
      const a = await lookUp({ coupon: v.coupon, cpfLast4: v.wrongDigits() }, rotating());
      if (a.code === 'NOT_FOUND') {
        checked++;
        continue;
      }
      expect(a.code).toBe('TOO_MANY_REQUESTS');
      expect(a.retryAfter).toBeGreaterThan(0);
      waits.push(a.retryAfter!);
      t.clock.advance(a.retryAfter! * 1000);
    }
    expect(checked).toBeLessThanOrEqual(48);
    expect(Math.max(...waits)).toBeLessThanOrEqual(6 * 3600);
    // It grows: minutes first, hours later.
    expect(waits[0]).toBe(900);
    expect(Math.max(...waits)).toBeGreaterThan(3600);
    // And the owner with the token was never held.
    expect((await lookUp({ voterToken: v.voterToken }, rotating())).code).toBe('OK');
  });

  it('per address: 10 look-ups a minute and 30 an hour, whatever the coupons; the token look-up from that address still answers', async () => {
    const v = await vote();
    const ip = '192.0.2.150';
    const codes: string[] = [];
    for (let minute = 0; minute < 4; minute++) {
      for (let i = 0; i < 11; i++)
        codes.push((await lookUp({ coupon: `MITO-ZZ${COUPON_ALPHABET[minute]}${COUPON_ALPHABET[i]}-ZZ`, cpfLast4: '0000' }, ip)).code);
      t.clock.advance(60_000);
    }
    const perMinute = [0, 1, 2, 3].map((m) => codes.slice(m * 11, m * 11 + 11).filter((c) => c === 'NOT_FOUND').length);
    expect(perMinute).toEqual([10, 10, 10, 0]);
    const refused = await lookUp({ coupon: 'MITO-9999-99', cpfLast4: '0000' }, ip);
    expect(refused).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas consultas em pouco tempo. Aguarde 56 minutos e tente novamente.',
    });
    expect(refused.retryAfter).toBe(3600 - 4 * 60);
    expect((await lookUp({ voterToken: v.voterToken }, ip)).code).toBe('OK');
  });
});
