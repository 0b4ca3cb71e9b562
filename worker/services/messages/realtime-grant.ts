import { eq } from 'drizzle-orm';
import { conversationParticipants } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { Capability, RealtimeGrant } from '../../adapters/realtime/port';
import { conversationChannel, inboxChannel } from '../../contracts/messages';
import { notificationsChannel } from '../../contracts/notifications';

/**
 * The browser's realtime grant (Ably token request / local hub token). Its capability names
 * the member's own conversation channels (read and presence, never publish: messages go
 * through `messages.send` and the database), their inbox and their notifications — nothing else.
 */
export async function realtimeGrant(deps: Pick<AppDeps, 'db' | 'realtime'>, userId: string): Promise<RealtimeGrant> {
  const rows = await deps.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const capability: Capability = { [inboxChannel(userId)]: ['subscribe'], [notificationsChannel(userId)]: ['subscribe'] };
  for (const r of rows) capability[conversationChannel(r.id)] = ['subscribe', 'presence'];
  return deps.realtime.grant(userId, capability);
}
