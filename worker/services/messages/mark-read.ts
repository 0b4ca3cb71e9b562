import { and, eq } from 'drizzle-orm';
import { conversationParticipants, notifications } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ConversationInput } from '../../contracts/messages';
import { requireParticipant } from './participant';
import { messageGroupKey } from '../notifications/notify-message';

/** Read state is per member: the caller's own participant row only, and with it their bell's row for this chat. */
export async function markRead(deps: Pick<AppDeps, 'db' | 'clock'>, input: ConversationInput & { userId: string }): Promise<{ ok: true }> {
  const { userId } = input;
  await requireParticipant(deps, { conversationId: input.conversationId, userId });
  await deps.db.batch([
    deps.db
      .update(conversationParticipants)
      .set({ lastReadAt: deps.clock.now() })
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
  return { ok: true };
}
