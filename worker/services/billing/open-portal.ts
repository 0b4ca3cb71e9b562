import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/** 'Gerenciar Assinatura': the provider's customer portal for the member's own customer record. */
export async function openPortal(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  { userId, origin }: { userId: string; origin: string },
): Promise<{ url: string }> {
  const row = await deps.db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  if (!row?.customerId) throw new AppError('NO_SUBSCRIPTION');
  return deps.payments.createPortalSession({ customerId: row.customerId, returnUrl: `${origin}/meu-plano` });
}
