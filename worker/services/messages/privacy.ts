import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { blocks, conversationParticipants, conversations, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/*
 * Privacy rules (blocks and who may message a member), kept in one place:
 * - a block (either way) refuses starting any conversation that holds both members, and every
 *   new message in their direct chat. Groups they already share are left alone: a block is
 *   between two people, and silencing a whole group for one pair would punish the others.
 * - who_can_message = 'nobody' refuses new conversations that include the member; an existing
 *   direct chat is still returned by start-conversation (nothing new is created).
 * The refusal messages never say who blocked whom. The checks read before the write for a clear
 * answer, and the message's INSERT repeats the block check in its own statement (unblockedSql), so
 * a block that commits between the two still stops the message: no interactive transactions needed.
 */

/** True when `userId` blocked any of `others`, or any of them blocked `userId`. */
export async function blockedEitherWay(
  deps: Pick<AppDeps, 'db'>,
  { userId, others }: { userId: string; others: string[] },
): Promise<boolean> {
  if (others.length === 0) return false;
  const row = await deps.db
    .select({ one: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, others)),
        and(inArray(blocks.blockerId, others), eq(blocks.blockedId, userId)),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/** Refuses a new conversation when one of `others` takes none (who_can_message = 'nobody'). */
export async function requireOpenInboxes(deps: Pick<AppDeps, 'db'>, { others }: { others: string[] }): Promise<void> {
  const closed = await deps.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(inArray(profiles.userId, others), eq(profiles.whoCanMessage, 'nobody')))
    .limit(1)
    .get();
  if (closed) throw new AppError('MEMBER_NOT_ACCEPTING');
}

/** The other member of a direct chat, or null for a group (or a direct chat left alone). */
async function directPartner(
  deps: Pick<AppDeps, 'db'>,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<string | null> {
  const row = await deps.db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .innerJoin(conversations, and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.isGroup, false)))
    .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.userId, userId)))
    .get();
  return row?.userId ?? null;
}

/** Send guard: no new message in a direct chat while either member blocks the other. */
export async function requireNotBlocked(deps: Pick<AppDeps, 'db'>, at: { conversationId: string; userId: string }): Promise<void> {
  const partner = await directPartner(deps, at);
  if (partner && (await blockedEitherWay(deps, { userId: at.userId, others: [partner] }))) throw new AppError('CONVERSATION_BLOCKED');
}

/**
 * The same rule as requireNotBlocked, as a condition for the message's own INSERT … SELECT: true
 * unless the conversation is a direct chat whose other member and `userId` block each other.
 */
export function unblockedSql(conversationId: string, userId: string): SQL {
  return sql`NOT EXISTS (
    SELECT 1 FROM ${conversationParticipants} p
      JOIN ${conversations} c ON c.id = p.conversation_id AND c.is_group = 0
      JOIN ${blocks} b ON (b.blocker_id = ${userId} AND b.blocked_id = p.user_id) OR (b.blocker_id = p.user_id AND b.blocked_id = ${userId})
    WHERE p.conversation_id = ${conversationId} AND p.user_id <> ${userId})`;
}
