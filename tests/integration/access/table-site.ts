import { count } from 'drizzle-orm';
import { emailTokens } from '../../../db/schema';
import { issueToken } from '../../../worker/services/mail/one-time-tokens';
import { openedDataGrant } from '../../factories/fan-data';
import { makeMember, MEMBER_PASSWORD } from '../../factories/sessions';
import { BUYER, orderInput } from '../../factories/orders';
import { signUpForm } from '../../factories/accounts';
import { voterForm } from '../../factories/voters';
import { couponLinkTokenFor } from '../../factories/coupon-mail';
import { nextIp } from './callers';
import { accountOf, meOrStranger, orderOf, voteOf, type AccessRow } from './rows';

/** The fan-facing site: poll, shop, orders, raffle, plans and accounts. */
export const SITE_ROWS: Record<string, AccessRow> = {
  'poll.current': {},
  'poll.vote': { input: () => ({ ...voterForm(), optionId: 'opt_design2' }) },
  'poll.myVote': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken }) },
  'poll.changeVote': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken, optionId: 'opt_design3' }) },
  'poll.couponStatus': {
    input: async (c) => {
      const vote = await voteOf(c);
      return { coupon: vote.coupon, cpfLast4: vote.cpfLast4 };
    },
  },
  'poll.claimVote': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken }) },
  // A fan's own data, only with the grant of an opened e-mailed link (tests/integration/fan-data/).
  'poll.myData': { input: async (c) => ({ dataToken: (await openedDataGrant(c.t, (await voteOf(c)).voterToken)).dataToken }) },
  'poll.eraseMyData': { input: async (c) => ({ dataToken: (await openedDataGrant(c.t, (await voteOf(c)).voterToken)).dataToken }) },
  'poll.sendDataLink': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken }) },
  'poll.requestDataLink': {
    input: async (c) => {
      const vote = await voteOf(c);
      return { coupon: vote.coupon, cpfLast4: vote.cpfLast4 };
    },
  },
  // A well-formed link that was never issued: the door is open to everyone, the link is refused.
  'poll.openDataLink': { input: () => ({ linkToken: 'a'.repeat(32) }), reaches: '404 FAN_DATA_LINK_INVALID' },
  'poll.confirmCoupon': {
    input: async (c) => {
      const form = voterForm();
      await c.t.caller({ ip: nextIp() }).poll.vote({ ...form, optionId: 'opt_design1' });
      return { token: await couponLinkTokenFor(c.t, form.email) };
    },
  },
  'poll.resendCouponMail': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken }) },
  'poll.setConsent': { input: async (c) => ({ voterToken: (await voteOf(c)).voterToken, purpose: 'marketing', granted: true }) },

  'shop.clubProducts': {},
  'shop.firstBatch': {},
  'shop.lookupCep': { input: () => ({ cep: BUYER.cep }) },

  'orders.create': { input: () => orderInput() },
  'orders.checkout': { input: async (c) => ({ orderId: (await orderOf(c)).orderId }) },
  'orders.confirmation': { input: async (c) => ({ orderCode: (await orderOf(c)).orderCode }) },
  'orders.startPayment': { input: async (c) => ({ orderId: (await orderOf(c)).orderId }) },

  'raffle.status': {},

  'billing.tiers': {},
  'billing.myPlan': {},
  'billing.checkSubscription': {},
  'billing.createCheckout': {
    input: () => ({ tierId: 'tier_ouro' }),
    reaches: { trial: '409 ALREADY_SUBSCRIBED', paid: '409 ALREADY_SUBSCRIBED' },
    untouched: (t) => t.simulator.subscriptions.checkouts.size,
  },
  // The factory's plans were never bought at the provider, so there is no customer to open a portal for.
  'billing.customerPortal': {
    reaches: '404 NO_SUBSCRIPTION',
    untouched: (t) => t.simulator.subscriptions.portals.size,
  },

  'auth.me': {},
  'auth.signUp': { input: () => signUpForm() },
  'auth.signIn': { input: accountOf },
  'auth.signOut': {},
  'auth.changePassword': {
    input: () => ({ currentPassword: MEMBER_PASSWORD, password: 'uma-senha-nova-e-longa', confirmPassword: 'uma-senha-nova-e-longa' }),
  },
  'auth.requestPasswordReset': { input: async (c) => ({ email: (await meOrStranger(c)).email }) },
  'auth.resetPassword': {
    input: async (c) => ({
      token: await issueToken(c.t.deps, { purpose: 'password_reset', userId: (await meOrStranger(c)).userId }),
      password: 'uma-senha-nova-e-longa',
      confirmPassword: 'uma-senha-nova-e-longa',
    }),
  },
  'auth.requestSignInLink': { input: async (c) => ({ email: (await meOrStranger(c)).email }) },
  'auth.signInWithLink': {
    input: async (c) => ({ token: await issueToken(c.t.deps, { purpose: 'sign_in', userId: (await meOrStranger(c)).userId }) }),
  },
  // Each caller opens a fresh link of an unconfirmed account: anyone holding the link may open it.
  'auth.confirmEmail': {
    input: async ({ t }) => {
      const member = await makeMember(t.deps, { emailConfirmed: false });
      return { token: await issueToken(t.deps, { purpose: 'email_confirm', userId: member.userId }) };
    },
  },
  'auth.resendConfirmation': { untouched: async (t) => (await t.deps.db.select({ n: count() }).from(emailTokens).get())?.n ?? 0 },
};
