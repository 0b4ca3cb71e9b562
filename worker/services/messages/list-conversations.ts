import { and, count, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { blocks, conversationParticipants, conversations, messages, profiles, userPresence } from '../../../db/schema';
import { REMOVED_MEMBER_NAME } from '../../contracts/privacy';
import type { AppDeps } from '../../adapters/deps';
import type { ConversationView } from '../../contracts/messages';
import { HAS_DIRECT_ACCESS, tierHoldersSql } from '../members/tier-holders';
import { toMessageView } from './internal/message-view';

const MAX_CONVERSATIONS = 200;

/**
 * The member's conversations, newest activity first, each with its last message and the
 * number of others' messages since the member last read it. Five reads whatever the count, in one batch.
 * A member who hides their online status (profiles.show_online) has no last-seen here for the
 * others; direct chats say whether a block stands (privacy.ts). In the artist's own inbox
 * each conversation says whether another participant holds direct access (Ouro) now.
 */
export async function listConversations(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { userId }: { userId: string },
): Promise<ConversationView[]> {
  const activity = sql<number>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;
  // A conversation nobody wrote in yet is listed only for who opened it (its starter's last_read_at
  // is set at the start): the others see it with its first message.
  const mineWhere = and(
    eq(conversationParticipants.userId, userId),
    or(isNotNull(conversations.lastMessageAt), isNotNull(conversationParticipants.lastReadAt)),
  );
  const joined = eq(conversations.id, conversationParticipants.conversationId);
  // The same conversations as `mine`, as a subquery: all five reads go in one batch, one round trip.
  const ids = deps.db
    .select({ id: conversations.id })
    .from(conversationParticipants)
    .innerJoin(conversations, joined)
    .where(mineWhere)
    .orderBy(desc(activity), desc(conversations.id))
    .limit(MAX_CONVERSATIONS);

  // The artist's inbox separates conversations with Ouro members (direct access) from the rest.
  // The tier read runs only for the artist: for anyone else the first branch answers.
  const artist = deps.config.ARTIST_USERNAME.toLowerCase();
  const ouroPeople = sql<number>`CASE WHEN (SELECT lower(v.username) FROM ${profiles} v WHERE v.user_id = ${userId}) IS NOT ${artist} THEN 0
    WHEN lower(${profiles.username}) = ${artist} THEN 0
    ELSE ${profiles.userId} IN (${tierHoldersSql(deps.clock.now(), HAS_DIRECT_ACCESS)}) END`;
  const [mine, people, lasts, unread, myBlocks] = await deps.db.batch([
    deps.db
      .select({ c: conversations, activity })
      .from(conversationParticipants)
      .innerJoin(conversations, joined)
      .where(mineWhere)
      .orderBy(desc(activity), desc(conversations.id))
      .limit(MAX_CONVERSATIONS),
    deps.db
      .select({
        conversationId: conversationParticipants.conversationId,
        userId: profiles.userId,
        username: profiles.username,
        displayName: profiles.displayName,
        lastSeenAt: userPresence.lastSeenAt,
        showOnline: profiles.showOnline,
        ouro: ouroPeople,
      })
      .from(conversationParticipants)
      .innerJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
      .leftJoin(userPresence, eq(userPresence.userId, conversationParticipants.userId))
      .where(inArray(conversationParticipants.conversationId, ids)),
    deps.db
      .select()
      .from(messages)
      .where(
        and(
          inArray(messages.conversationId, ids),
          sql`${messages.id} = (select m2.id from messages m2 where m2.conversation_id = ${messages.conversationId} and m2.is_deleted = 0 order by m2.created_at desc, m2.id desc limit 1)`,
        ),
      ),
    deps.db
      .select({ conversationId: conversationParticipants.conversationId, n: count(messages.id) })
      .from(conversationParticipants)
      .innerJoin(
        messages,
        and(
          eq(messages.conversationId, conversationParticipants.conversationId),
          ne(messages.senderId, userId),
          eq(messages.isDeleted, false),
          gt(messages.createdAt, sql`coalesce(${conversationParticipants.lastReadAt}, 0)`),
        ),
      )
      .where(eq(conversationParticipants.userId, userId))
      .groupBy(conversationParticipants.conversationId),
    deps.db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId))),
  ]);
  const blockedWith = (other: string | undefined): ConversationView['blocked'] => {
    if (!other) return null;
    if (myBlocks.some((b) => b.blockerId === userId && b.blockedId === other)) return 'me';
    return myBlocks.some((b) => b.blockerId === other) ? 'them' : null;
  };

  const viewerIsArtist = people.some((p) => p.userId === userId && p.username.toLowerCase() === artist);
  return mine.map(({ c, activity: at }) => {
    const participants = people
      .filter((p) => p.conversationId === c.id)
      .map(({ userId: u, username, displayName, lastSeenAt, showOnline }) => ({
        userId: u,
        username,
        displayName: displayName ?? username,
        lastSeenAt: showOnline || u === userId ? (lastSeenAt?.getTime() ?? null) : null,
      }));
    const other = participants.find((p) => p.userId !== userId);
    const blocked = c.isGroup ? null : blockedWith(other?.userId);
    // Across a block neither side learns when the other was last here.
    if (blocked && other) other.lastSeenAt = null;
    const here = people.filter((p) => p.conversationId === c.id);
    const last = lasts.find((m) => m.conversationId === c.id);
    return {
      id: c.id,
      isGroup: c.isGroup,
      // A direct chat without the other member: they deleted the account.
      title: c.isGroup ? (c.name ?? 'Grupo') : (other?.displayName ?? REMOVED_MEMBER_NAME),
      participants,
      lastMessage: last ? toMessageView(last) : null,
      lastActivityAt: Number(at),
      unread: unread.find((u) => u.conversationId === c.id)?.n ?? 0,
      blocked,
      ...(viewerIsArtist && { ouro: here.some((p) => p.userId !== userId && Number(p.ouro) === 1) }),
    };
  });
}
