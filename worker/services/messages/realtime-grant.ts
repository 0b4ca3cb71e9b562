import { and, eq, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { blocks, conversationParticipants, conversations, profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { Capability, RealtimeGrant } from '../../adapters/realtime/port';
import { conversationChannel, inboxChannel } from '../../contracts/messages';
import { FEED_CHANNEL } from '../../contracts/moderation';
import { notificationsChannel } from '../../contracts/notifications';
import { AppError } from '../../lib/app-error';
import { isSuspended } from '../auth/suspension';

/**
 * The browser's realtime grant (Ably token request / local hub token). Its capability names
 * the member's own conversation channels (read and presence, never publish: messages go
 * through `messages.send` and the database), their inbox, their notifications and the feed's
 * removals (FEED_CHANNEL, read only) — nothing else. A suspended member gets no grant at all.
 * A member who hides their online status gets no 'presence' at all: the hub and Ably refuse
 * their enter, so even a modified page cannot show them online (they still see who else is).
 * A change of the setting takes effect with the next grant (the page asks again on reconnect).
 * A direct chat across a block is not in the grant (a block revokes the blocked member's grants at once).
 */
export async function realtimeGrant(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'clock'>,
  { userId }: { userId: string },
): Promise<RealtimeGrant> {
  // A direct chat across a block (either way) is left out: neither side sees the other 'Online' there.
  const other = alias(conversationParticipants, 'other');
  const rows = await deps.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(conversations)
            .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
            .innerJoin(
              blocks,
              or(
                and(eq(blocks.blockerId, userId), eq(blocks.blockedId, other.userId)),
                and(eq(blocks.blockedId, userId), eq(blocks.blockerId, other.userId)),
              ),
            )
            .where(and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.isGroup, false))),
        ),
      ),
    );
  const me = await deps.db
    .select({ showOnline: profiles.showOnline, suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!me || isSuspended(me, deps.clock.now().getTime())) throw new AppError('ACCOUNT_SUSPENDED');
  const ops: Capability[string] = me?.showOnline === false ? ['subscribe'] : ['subscribe', 'presence'];
  const capability: Capability = {
    [inboxChannel(userId)]: ['subscribe'],
    [notificationsChannel(userId)]: ['subscribe'],
    [FEED_CHANNEL]: ['subscribe'],
  };
  for (const r of rows) capability[conversationChannel(r.id)] = ops;
  return deps.realtime.grant(userId, capability);
}
