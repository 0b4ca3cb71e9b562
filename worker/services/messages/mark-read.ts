import { and, eq } from 'drizzle-orm';
import { conversationParticipants } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ConversationInput } from '../../contracts/messages';
import { requireParticipant } from './participant';

/** Read state is per member: the caller's own participant row only. */
export async function markRead(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string, input: ConversationInput): Promise<{ ok: true }> {
  await requireParticipant(deps, input.conversationId, userId);
  await deps.db
    .update(conversationParticipants)
    .set({ lastReadAt: deps.clock.now() })
    .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.userId, userId)));
  return { ok: true };
}
