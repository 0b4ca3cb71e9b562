import { eq } from 'drizzle-orm';
import { conversationParticipants, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { Capability, RealtimeGrant } from '../../adapters/realtime/port';
import { conversationChannel, inboxChannel } from '../../contracts/messages';
import { notificationsChannel } from '../../contracts/notifications';

/**
 * The browser's realtime grant (Ably token request / local hub token). Its capability names
 * the member's own conversation channels (read and presence, never publish: messages go
 * through `messages.send` and the database), their inbox and their notifications — nothing else.
 * A member who hides their online status gets no 'presence' at all: the hub and Ably refuse
 * their enter, so even a modified page cannot show them online (they still see who else is).
 * A change of the setting takes effect with the next grant (the page asks again on reconnect).
 */
export async function realtimeGrant(deps: Pick<AppDeps, 'db' | 'realtime'>, { userId }: { userId: string }): Promise<RealtimeGrant> {
  const rows = await deps.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const me = await deps.db.select({ showOnline: profiles.showOnline }).from(profiles).where(eq(profiles.userId, userId)).get();
  const ops: Capability[string] = me?.showOnline === false ? ['subscribe'] : ['subscribe', 'presence'];
  const capability: Capability = { [inboxChannel(userId)]: ['subscribe'], [notificationsChannel(userId)]: ['subscribe'] };
  for (const r of rows) capability[conversationChannel(r.id)] = ops;
  return deps.realtime.grant(userId, capability);
}
