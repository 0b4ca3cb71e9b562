import { and, desc, eq, lt, or } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { MESSAGES_PAGE, type ListMessagesInput, type MessageView } from '../../contracts/messages';
import { requireParticipant } from './participant';
import { toMessageView } from './internal/message-view';

/**
 * One page of a conversation, oldest first. Keyset on (created_at, id) — the id breaks ties
 * between messages of the same millisecond — so a page never repeats or skips a message
 * while new ones arrive. `nextCursor` null: there is nothing older. The page and the caller's
 * participant row are read at the same time (one round trip); a stranger gets only CONVERSATION_NOT_FOUND.
 */
export async function listMessages(
  deps: Pick<AppDeps, 'db'>,
  input: ListMessagesInput & { userId: string },
): Promise<{ messages: MessageView[]; nextCursor: { createdAt: number; id: string } | null }> {
  const { userId } = input;
  const cursor = input.cursor;
  // The page is read together with the access check and only looked at once the check passed.
  const [, rows] = await Promise.all([
    requireParticipant(deps, { conversationId: input.conversationId, userId }),
    deps.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, input.conversationId),
          eq(messages.isDeleted, false),
          cursor
            ? or(
                lt(messages.createdAt, new Date(cursor.createdAt)),
                and(eq(messages.createdAt, new Date(cursor.createdAt)), lt(messages.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES_PAGE + 1),
  ]);
  const more = rows.length > MESSAGES_PAGE;
  const page = rows.slice(0, MESSAGES_PAGE).reverse().map(toMessageView);
  return { messages: page, nextCursor: more && page[0] ? { createdAt: page[0].createdAt, id: page[0].id } : null };
}
