import { eq } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { AccountView } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { decryptText } from '../../lib/crypto';

/** The member's own account data (settings page, /meu-plano's account card): the only place their WhatsApp is unsealed. */
export async function getAccount(deps: Pick<AppDeps, 'db' | 'keys' | 'logger'>, { userId }: { userId: string }): Promise<AccountView> {
  const [row] = await deps.db
    .select({
      email: users.email,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      whatsappSealed: profiles.whatsappSealed,
      showOnline: profiles.showOnline,
      readReceipts: profiles.readReceipts,
      whoCanMessage: profiles.whoCanMessage,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('PROFILE_LOAD_FAILED');
  let whatsapp: string | null = null;
  if (row.whatsappSealed) {
    try {
      whatsapp = await decryptText(deps.keys.pii, row.whatsappSealed);
    } catch (e) {
      // A key rotation gone wrong must not lock the member out of their own page.
      deps.logger.error('whatsapp unseal failed', { name: e instanceof Error ? e.name : 'unknown' });
    }
  }
  return {
    email: row.email,
    username: row.username,
    displayName: row.displayName ?? row.username,
    avatarUrl: row.avatarUrl,
    whatsapp,
    showOnline: row.showOnline,
    readReceipts: row.readReceipts,
    whoCanMessage: row.whoCanMessage,
  };
}
