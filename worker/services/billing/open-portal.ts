import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/** 'Gerenciar Assinatura': the provider's customer portal for the member's own customer record. */
export async function openPortal(deps: Pick<AppDeps, 'db' | 'payments' | 'logger'>, userId: string, origin: string): Promise<{ url: string }> {
  const row = await deps.db.select({ customerId: subscriptions.providerCustomerId }).from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  if (!row?.customerId) throw new AppError('NO_SUBSCRIPTION');
  try {
    return await deps.payments.createPortalSession({ customerId: row.customerId, returnUrl: `${origin}/meu-plano` });
  } catch (e) {
    deps.logger.error('customer portal failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('PORTAL_FAILED');
  }
}
