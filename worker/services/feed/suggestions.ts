import { and, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { conversationParticipants, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { Suggestion } from '../../contracts/feed';
import { briefly } from './internal/brief-cache';
import { authorColumns, toAuthor } from './feed-rows';

const SHOWN = 3;
/** Candidates kept in the shared cache: enough that a member who already talks to several still gets SHOWN. */
const CANDIDATES = 20;
const WEEK_MS = 7 * 86_400_000;

interface Active {
  authorId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  posts: number;
}

/**
 * 'Sugestões': the members who posted most in the last 7 days (shared, cached for a minute), minus
 * the viewer and anyone the viewer already has a conversation with (one read keyed by the viewer).
 */
export async function suggestions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>,
  input: { viewerId: string },
): Promise<Suggestion[]> {
  const active = await briefly<Active[]>(deps, {
    key: 'feed:active-members:v1',
    read: () =>
      deps.db
        .select({ ...authorColumns, posts: count(posts.id) })
        .from(posts)
        .innerJoin(profiles, eq(profiles.userId, posts.userId))
        .where(gte(posts.createdAt, new Date(deps.clock.now().getTime() - WEEK_MS)))
        .groupBy(posts.userId)
        .orderBy(desc(count(posts.id)), profiles.username)
        .limit(CANDIDATES),
  });
  const others = active.filter((a) => a.authorId !== input.viewerId);
  if (others.length === 0) return [];
  const me = alias(conversationParticipants, 'me');
  const talked = await deps.db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(me)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, me.conversationId), ne(conversationParticipants.userId, input.viewerId)),
    )
    .where(
      and(
        eq(me.userId, input.viewerId),
        inArray(
          conversationParticipants.userId,
          others.map((a) => a.authorId),
        ),
      ),
    );
  const skip = new Set(talked.map((t) => t.userId));
  return others
    .filter((a) => !skip.has(a.authorId))
    .slice(0, SHOWN)
    .map((a) => ({ ...toAuthor(deps.config, a), posts: a.posts }));
}
