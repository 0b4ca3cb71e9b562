import { and, eq, isNull } from 'drizzle-orm';
import { comments, posts, profiles, sessions, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import {
  FEED_CHANNEL,
  FEED_REMOVED_EVENT,
  type FeedRemovedEvent,
  type SuspendInput,
  type SuspensionLength,
} from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { evictUserSessions } from '../auth/session-cache';
import { isArtistUsername } from '../members/artist-names';
import { actionStatements, publishLater, type ModerationActor } from './internal/action-statements';
import { hideStatements } from './internal/hide-statements';

const DAY_MS = 86_400_000;
const LENGTH_MS: Record<SuspensionLength, number | null> = { '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, permanent: null };

/**
 * 'Suspender membro': 7 days, 30 days or for good. In one batch: the suspension, every session of
 * the member deleted (this process's session memo is emptied at once; another process's memo
 * holds an entry for at most SESSION_CACHE_MS, and validateSession refuses a suspended member on
 * every database read), optionally the member's posts and comments hidden, the action recorded
 * and the reports resolved — those of the queue card it came from and those against the member.
 * Realtime grants are refused while suspended (services/messages/realtime-grant.ts), and the
 * member's open connections are ended (the realtime port's revoke).
 */
export async function suspendMember(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'config' | 'realtime' | 'defer' | 'logger'>,
  input: { suspend: SuspendInput; actor: ModerationActor },
) {
  const { memberId, length, hidePosts, item } = input.suspend;
  const member = await deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, memberId)).get();
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  if (isArtistUsername(deps.config, member.username)) throw new AppError('SUSPEND_ARTIST');
  const now = deps.clock.now();
  const ms = LENGTH_MS[length];
  const until = ms === null ? null : new Date(now.getTime() + ms);
  const detail = `${length}${hidePosts ? ',ocultar' : ''}`;
  const hiding = hidePosts
    ? await Promise.all([
        deps.db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.userId, memberId), isNull(posts.hiddenAt), isNull(posts.removedAt))),
        deps.db
          .select({ id: comments.id, postId: comments.postId })
          .from(comments)
          .where(and(eq(comments.userId, memberId), isNull(comments.hiddenAt), isNull(comments.removedAt))),
      ])
    : null;
  const memberTarget = { targetType: 'member' as const, targetId: memberId };
  const action = { id: deps.random.id(), memberId, action: 'suspend' as const, detail, now, actor: input.actor };
  const [resolveCard, record] = actionStatements(deps, { ...action, target: item ?? memberTarget });
  // Reports against the member themselves close with it (the same action resolves them).
  const [resolveMember] = item ? actionStatements(deps, { ...action, target: memberTarget }) : [null];
  await deps.db.batch([
    deps.db.update(users).set({ suspendedAt: now, suspendedUntil: until }).where(eq(users.id, memberId)),
    deps.db.delete(sessions).where(eq(sessions.userId, memberId)),
    record,
    resolveCard,
    ...(resolveMember ? [resolveMember] : []),
    ...(hidePosts ? hideStatements(deps, { userId: memberId, now }) : []),
  ]);
  evictUserSessions(deps.db, memberId, null);
  // Open realtime connections end now, not at their next reconnect (after the commit, off the answer).
  deps.defer(() => deps.realtime.revoke(memberId));
  if (hiding && (hiding[0].length || hiding[1].length)) {
    const event: FeedRemovedEvent = { postIds: hiding[0].map((p) => p.id), comments: hiding[1] };
    publishLater(deps, FEED_CHANNEL, FEED_REMOVED_EVENT, event);
  }
  return { suspendedUntil: until?.toISOString() ?? null };
}
