import { and, eq, sql } from 'drizzle-orm';
import { messageReactions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, REACTION_EVENT, type MessageReaction, type ReactMessageInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { requireMessage } from './internal/message-access';
import { unblockedSql } from './privacy';

export interface MessageReactionsView {
  messageId: string;
  conversationId: string;
  reactions: Array<{ userId: string; reaction: MessageReaction }>;
}

/**
 * 'Reagir': one reaction per member per message. The same reaction again takes it back, another
 * replaces it. A new reaction across a block (direct chat) is refused like a message; taking one
 * back is not. The message's reactions go to every participant live, after the commit.
 */
export async function reactToMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'defer'>,
  input: ReactMessageInput & { userId: string },
): Promise<MessageReactionsView> {
  const { userId, messageId } = input;
  const m = await requireMessage(deps, { messageId, userId });
  const same = and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId));
  const write =
    m.mine === input.reaction
      ? deps.db.delete(messageReactions).where(same)
      : deps.db.run(sql`INSERT INTO ${messageReactions} (message_id, user_id, reaction, created_at)
          SELECT ${messageId}, ${userId}, ${input.reaction}, ${deps.clock.now().getTime()}
          WHERE ${unblockedSql(m.conversationId, userId)}
          ON CONFLICT (message_id, user_id) DO UPDATE SET reaction = excluded.reaction, created_at = excluded.created_at`);
  const [written, rows] = await deps.db.batch([
    write,
    deps.db
      .select({ userId: messageReactions.userId, reaction: messageReactions.reaction })
      .from(messageReactions)
      .where(eq(messageReactions.messageId, messageId)),
  ]);
  if (m.mine !== input.reaction && written.rowsAffected === 0) throw new AppError('CONVERSATION_BLOCKED');
  const view = { messageId, conversationId: m.conversationId, reactions: rows };
  deps.defer(() => deps.realtime.publish(conversationChannel(m.conversationId), REACTION_EVENT, view));
  return view;
}
