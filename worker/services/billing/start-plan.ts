import { eq } from 'drizzle-orm';
import { subscriptions, subscriptionTiers, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { TRIAL_DAYS } from '../../contracts/billing';
import { AppError } from '../../lib/app-error';
import { hadTrial, trialKeysOf } from './internal/trial-keys';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'keys' | 'clock'>;

/**
 * 'Começar Trial Grátis': the provider's hosted Checkout in subscription mode. The
 * 30-day trial is offered only to a person who never had one (this account, its
 * e-mail or its WhatsApp), once its e-mail is confirmed. Nothing is written here: the subscription exists once
 * the provider's signed events say so.
 */
export async function startPlan(
  deps: Deps,
  { userId, tierId, origin }: { userId: string; tierId: string; origin: string },
): Promise<{ url: string }> {
  const tier = await deps.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId)).get();
  if (!tier) throw new AppError('TIER_NOT_FOUND');
  const user = await deps.db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new AppError('UNAUTHORIZED');
  const current = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  // A running subscription changes plan in the portal; a second one would bill twice. A gift that
  // ran out (the raffle's month: no provider subscription, its period over) bills nothing and stays
  // 'active' in the row; the paid plan's webhook replaces it.
  const giftEnded =
    current?.providerSubscriptionId === null &&
    (current.currentPeriodEnd ?? current.trialEndsAt ?? new Date(0)).getTime() <= deps.clock.now().getTime();
  if (current && current.status !== 'canceled' && !giftEnded) throw new AppError('ALREADY_SUBSCRIBED');

  const trial = !(await hadTrial(deps, { keys: await trialKeysOf(deps, { userId }) }));
  // A free month is for a person with a real inbox: the trial waits for the confirmed address (paying does not).
  if (trial && !user.confirmedAt) throw new AppError('EMAIL_UNCONFIRMED');
  const session = await deps.payments.createSubscriptionCheckout({
    userId,
    tierId: tier.id,
    tierName: tier.name,
    unitAmount: tier.priceMonthly,
    priceId: tier.stripePriceId,
    customerId: current?.providerCustomerId ?? null,
    customerEmail: user.email,
    trialDays: trial ? TRIAL_DAYS : null,
    successUrl: `${origin}/meu-plano?assinatura=ok`,
    cancelUrl: `${origin}/pricing`,
  });
  return { url: session.url };
}
