import { eq } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { sendConfirmationLink } from './internal/confirmation-link';

/**
 * 'Reenviar': a fresh confirmation link to the member's address (the older ones stop working).
 * Nothing is sent once the address is confirmed. The procedure's write budget limits the calls.
 */
export async function resendConfirmation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'mail' | 'defer' | 'logger'>,
  { userId, origin }: { userId: string; origin: string },
): Promise<{ alreadyConfirmed: boolean }> {
  const [row] = await deps.db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt, displayName: profiles.displayName, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED');
  if (row.confirmedAt) return { alreadyConfirmed: true };
  await sendConfirmationLink(deps, { userId, email: row.email, displayName: row.displayName ?? row.username ?? '', origin });
  return { alreadyConfirmed: false };
}
