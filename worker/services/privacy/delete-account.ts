import { eq } from 'drizzle-orm';
import { mediaUploads, postMedia, posts, profiles, subscriptions, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { DeleteAccountInput } from '../../contracts/privacy';
import { AppError } from '../../lib/app-error';
import { mediaKeyOf } from '../../lib/media-urls';
import { verifyPassword } from '../../lib/password';
import { evictUserSessions } from '../auth/session-cache';
import { deleteFiles } from '../media/media-files';
import { eraseMemberStatements } from './internal/erase-statements';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'media' | 'random' | 'logger'>;

/**
 * 'Excluir minha conta' (LGPD Art. 18, VI): the member confirms with the password; then a running
 * subscription is cancelled at the payment provider (first, so nobody is billed for an account that
 * is gone; if the provider fails, nothing is deleted), and one batch erases the member
 * (internal/erase-statements.ts): account, profile with the sealed WhatsApp, sessions, posts and
 * comments (deleted, not anonymised), reactions and votes; messages stay for the others as from
 * 'Membro removido'. The avatar and post files are deleted from storage after the commit.
 * Kept on purpose: the keyed hashes of trial_usages (one free trial per person, no contact data in
 * them), and a T-shirt vote or order the member made, sealed, until its own retention runs.
 */
export async function deleteAccount(deps: Deps, req: { userId: string; input: DeleteAccountInput }): Promise<{ deleted: true }> {
  const { userId } = req;
  const [account, profile, subscription, postFiles, uploads] = await Promise.all([
    deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get(),
    deps.db
      .select({ username: profiles.username, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .get(),
    deps.db
      .select({ providerId: subscriptions.providerSubscriptionId, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .get(),
    deps.db
      .select({ key: postMedia.mediaKey })
      .from(postMedia)
      .innerJoin(posts, eq(posts.id, postMedia.postId))
      .where(eq(posts.userId, userId)),
    deps.db.select({ key: mediaUploads.mediaKey }).from(mediaUploads).where(eq(mediaUploads.userId, userId)),
  ]);
  if (!account) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(req.input.password, account.passwordHash))) throw new AppError('ACCOUNT_DELETE_WRONG_PASSWORD');

  if (subscription?.providerId && subscription.status !== 'canceled') await deps.payments.cancelSubscription(subscription.providerId);

  const name = profile ? (profile.displayName ?? profile.username) : '';
  const statements = eraseMemberStatements(deps, { userId, name, anonymousActor: `removido_${deps.random.id()}` });
  await deps.db.batch([...statements]);
  evictUserSessions(deps.db, userId, null);

  const keys = [profile?.avatarUrl ? mediaKeyOf(profile.avatarUrl) : null, ...postFiles.map((f) => f.key), ...uploads.map((u) => u.key)];
  if (keys.some(Boolean)) await deleteFiles(deps, { keys });
  return { deleted: true };
}
