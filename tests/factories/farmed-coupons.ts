import type { TestDeps } from '../setup/test-deps';
import { couponLinkTokenFor } from './coupon-mail';
import { voterForm } from './voters';

type T = Pick<TestDeps, 'clock' | 'caller' | 'background' | 'dataDir'>;
const MINUTE = 60_000;

/** One vote (a new, checksum-valid CPF) from `ip`, its e-mail confirmed from `confirmIp`; the clock moves `gap` (a minute) first. */
export async function voteAndConfirm(t: T, opts: { ip: string; confirmIp: string; email: string; gap?: number }) {
  t.clock.advance(opts.gap ?? MINUTE);
  const form = voterForm({ email: opts.email });
  const { coupon, voterToken } = await t.caller({ ip: opts.ip }).poll.vote({ ...form, optionId: 'opt_design1' });
  const token = await couponLinkTokenFor(t, opts.email);
  await t.caller({ ip: opts.confirmIp }).poll.confirmCoupon({ token });
  return { coupon, voterToken, email: opts.email };
}

/**
 * A coupon farm: six coupons a minute apart from one IPv4 /24, generated CPFs, inboxes on one
 * catch-all domain, every link opened from one address.
 */
export async function farmCoupons(t: T, prefix = 'fa') {
  const farmed = [];
  for (let i = 0; i < 6; i++)
    farmed.push(
      await voteAndConfirm(t, { ip: `198.51.100.${10 + i}`, confirmIp: '198.51.100.99', email: `${prefix}${i}@fazenda-cupons.com.br` }),
    );
  return farmed;
}
