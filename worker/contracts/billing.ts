import * as z from 'zod/mini';

/** The trial is 30 days free. */
export const TRIAL_DAYS = 30;

/** 'Começar Trial Grátis' on a tier of /pricing. */
export const startPlanInput = z.object({
  tierId: z
    .string()
    .check(
      z.minLength(1, 'Plano não encontrado. Escolha um dos planos da página.'),
      z.maxLength(64, 'Plano não encontrado. Escolha um dos planos da página.'),
    ),
});

type SubscriptionStatusName = 'trialing' | 'active' | 'past_due' | 'canceled';

/** check-subscription answers: subscribed, subscription_tier, subscription_end, trial_ends_at. */
export interface SubscriptionView {
  subscribed: boolean;
  status: SubscriptionStatusName | null;
  tier: { id: string; name: string } | null;
  /** ISO instants (UTC). */
  subscriptionEnd: string | null;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** A new subscription would start with the 30-day trial (one per person). */
  trialAvailable: boolean;
  /** The member has a customer record at the provider, so the portal can open. */
  canManage: boolean;
}

/** /meu-plano: the subscription and the read-only account data. */
export interface MyPlanView {
  account: { email: string; username: string | null; displayName: string | null; whatsapp: string | null };
  subscription: SubscriptionView;
}
