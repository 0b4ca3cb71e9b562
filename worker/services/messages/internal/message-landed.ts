import { and, eq, sql } from 'drizzle-orm';
import { conversationParticipants, conversations, messages } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

/**
 * A new message is written by an INSERT … SELECT that may refuse it (a block that just landed, an
 * upload already used). `landed` is true once its row exists; the chat's writes that follow it in
 * the same batch hold only then: the conversation moves up and the sender has read up to it.
 */
export function afterMessageLanded({ db }: Pick<AppDeps, 'db'>, m: { id: string; conversationId: string; senderId: string; at: Date }) {
  const landed = sql`EXISTS (SELECT 1 FROM ${messages} WHERE id = ${m.id})`;
  return {
    landed,
    statements: [
      db
        .update(conversations)
        .set({ lastMessageAt: m.at })
        .where(and(eq(conversations.id, m.conversationId), landed)),
      db
        .update(conversationParticipants)
        .set({ lastReadAt: m.at })
        .where(and(eq(conversationParticipants.conversationId, m.conversationId), eq(conversationParticipants.userId, m.senderId), landed)),
    ] as const,
  };
}
