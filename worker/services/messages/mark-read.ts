import { and, eq } from 'drizzle-orm';
import { conversationParticipants } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ConversationInput } from '../../contracts/messages';
import { requireParticipant } from './internal/participant';

/** Read state is per member: the caller's own participant row only. */
export async function markRead(deps: Pick<AppDeps, 'db' | 'clock'>, input: ConversationInput & { userId: string }): Promise<{ ok: true }> {
  const { userId } = input;
  await requireParticipant(deps, { conversationId: input.conversationId, userId });
  await deps.db
    .update(conversationParticipants)
    .set({ lastReadAt: deps.clock.now() })
    .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.userId, userId)));
  return { ok: true };
}
