import { and, eq } from 'drizzle-orm';
import { conversationParticipants, notifications, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, READ_EVENT, type ConversationInput } from '../../contracts/messages';
import { requireParticipant } from './participant';
import { messageGroupKey } from '../notifications/notify-message';

/**
 * Read state is per member: the caller's own participant row only, and with it their bell's row for this chat.
 * A member with read receipts on tells the chat live how far they read ('Visto' on the other side);
 * one with them off tells nobody (the list withholds it too: list-conversations.ts).
 */
export async function markRead(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'defer'>,
  input: ConversationInput & { userId: string },
): Promise<{ ok: true }> {
  const { userId } = input;
  const [, me] = await Promise.all([
    requireParticipant(deps, { conversationId: input.conversationId, userId }),
    deps.db.select({ readReceipts: profiles.readReceipts }).from(profiles).where(eq(profiles.userId, userId)).get(),
  ]);
  const at = deps.clock.now();
  await deps.db.batch([
    deps.db
      .update(conversationParticipants)
      .set({ lastReadAt: at })
      .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.userId, userId))),
    deps.db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.groupKey, messageGroupKey(input.conversationId)),
          eq(notifications.isRead, false),
        ),
      ),
  ]);
  if (me?.readReceipts)
    deps.defer(() => deps.realtime.publish(conversationChannel(input.conversationId), READ_EVENT, { userId, at: at.getTime() }));
  return { ok: true };
}
