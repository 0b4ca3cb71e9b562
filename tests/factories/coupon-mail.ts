import type { TestDeps } from '../setup/test-deps';
import { readOutbox } from './mailbox';
import { nextVoterIp } from './voters';

type T = Pick<TestDeps, 'background' | 'dataDir' | 'caller'>;

/** The token of the newest coupon confirmation link sent to `email` (after the deferred sends have run). */
export async function couponLinkTokenFor(t: Pick<T, 'background' | 'dataDir'>, email: string): Promise<string> {
  await t.background.idle();
  const mail = readOutbox(t.dataDir)
    .filter((m) => m.to === email.trim().toLowerCase() && m.kind === 'coupon_confirm')
    .at(-1);
  const link = mail?.links.find((l) => new URL(l).pathname === '/confirmar-cupom');
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no coupon confirmation link for ${email}`);
  return token;
}

/** Opens the confirmation links of these addresses, as each fan would from their inbox: their coupons enter the draw. */
export async function confirmCoupons(t: T, emails: string[]): Promise<void> {
  await t.background.idle();
  const outbox = readOutbox(t.dataDir).filter((m) => m.kind === 'coupon_confirm');
  for (const email of emails) {
    const link = outbox
      .filter((m) => m.to === email.toLowerCase())
      .at(-1)
      ?.links.find((l) => new URL(l).pathname === '/confirmar-cupom');
    if (!link) throw new Error(`no coupon confirmation link for ${email}`);
    await t.caller({ ip: nextVoterIp() }).poll.confirmCoupon({ token: new URL(link).searchParams.get('token')! });
  }
}
