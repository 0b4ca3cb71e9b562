import { eq, sql } from 'drizzle-orm';
import { postPolls, posts, profiles, subscriptions, subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPost, PostVisibility } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { memberIdSql, type MemberRef } from '../auth/member-ref';
import { isArtistUsername } from '../members/artist-names';
import { contentLevelOf, memberRights, tierCounts, type TierRow } from '../members/rights';

/*
 * Exclusive posts ('Visível para': Todos, Prata e Ouro, Só Ouro). A viewer opens a post when it is
 * theirs or their level reaches its visibility; the artist's account opens every one. Anything
 * else gets a teaser: the server never sends such a post's text, tags, media or poll, and refuses
 * its comments, reactions and poll votes (POST_EXCLUSIVE). Its media answer 404 (http/member-media.ts).
 */

const RANK: Record<PostVisibility, number> = { all: 0, prata: 1, ouro: 2 };

/** The most exclusive visibility a viewer opens: 'all' (no plan with exclusive content), 'prata' or 'ouro'. */
export type ContentLevel = PostVisibility;

export const opens = (level: ContentLevel, visibility: PostVisibility) => RANK[level] >= RANK[visibility];

/** The artist's own account: its username is config ARTIST_USERNAME (as feed-rows.ts marks the author). */
export async function isArtistAccount(deps: Pick<AppDeps, 'db' | 'config'>, { who }: { who: MemberRef }): Promise<boolean> {
  const [row] = await deps.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, memberIdSql(who)))
    .limit(1);
  return row !== undefined && isArtistUsername(deps.config, row.username);
}

/** The viewer's level: the rights' contentLevel (the artist's account has 'ouro'), else 'all'. */
export async function viewerContentLevel(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { who }: { who: MemberRef },
): Promise<ContentLevel> {
  return (await memberRights(deps, { userId: who })).contentLevel ?? 'all';
}

/**
 * The level a page of cards needs: read once per request, and only when a card is exclusive
 * (a page of posts for everyone costs no read). Start it beside the page's other reads.
 */
export function levelForCards(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { rows, viewerId }: { rows: { visibility: PostVisibility }[]; viewerId: string },
): Promise<ContentLevel> {
  return rows.some((r) => r.visibility !== 'all') ? viewerContentLevel(deps, { who: viewerId }) : Promise.resolve('all');
}

/** Cards as the viewer may see them: an exclusive post above their level becomes a teaser, emptied here. */
export function lockAbove(level: ContentLevel, cards: FeedPost[]): FeedPost[] {
  return cards.map((c) =>
    c.isMine || opens(level, c.visibility)
      ? c
      : { ...c, content: '', tags: [], media: [], poll: null, myReaction: null, locked: true, mentions: [] },
  );
}

/** A post, or the post a poll belongs to. */
export type PostOf = { postId: string } | { pollId: string };

/**
 * Refuses (POST_EXCLUSIVE) a viewer below an exclusive post's level; a missing post passes (the
 * caller answers its own 'not found'). One read: the post, joined to the viewer's tier only when
 * the post is exclusive (a post for everyone, most of them, reads no tier), under the same rules as
 * memberRights (the artist's account opens all; a tier counts while its subscription does).
 */
export async function refuseLocked(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { who, of }: { who: MemberRef; of: PostOf },
): Promise<void> {
  const viewer = memberIdSql(who);
  // Plain SQL: this runs before every reaction, comment and poll vote, and a query builder's joins cost more CPU than the read itself.
  const [post] = await deps.db.all<LockRow>(sql`SELECT p.visibility, p.user_id = ${viewer} AS mine, pr.username, s.status,
      s.trial_ends_at AS trialEndsAt, s.current_period_end AS periodEnd, t.features
    FROM ${'postId' in of ? sql`${posts} p` : sql`${postPolls} pp JOIN ${posts} p ON p.id = pp.post_id`}
    LEFT JOIN ${profiles} pr ON p.visibility <> 'all' AND pr.user_id = ${viewer}
    LEFT JOIN ${subscriptions} s ON s.user_id = pr.user_id
    LEFT JOIN ${subscriptionTiers} t ON t.id = pr.subscription_tier_id
    WHERE ${'postId' in of ? sql`p.id = ${of.postId}` : sql`pp.id = ${of.pollId}`} LIMIT 1`);
  if (!post || post.visibility === 'all' || post.mine) return;
  if (post.username !== null && isArtistUsername(deps.config, post.username)) return;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const features = tierCounts(
    { tier: post.features, status: post.status, trialEndsAt: at(post.trialEndsAt), periodEnd: at(post.periodEnd) },
    deps.clock.now(),
  );
  const level = features ? contentLevelOf(JSON.parse(features) as TierRow['features']) : null;
  if (!opens(level ?? 'all', post.visibility)) throw new AppError('POST_EXCLUSIVE');
}

/** refuseLocked's row: the post and, for an exclusive one, the viewer's tier state as stored (ms, JSON text). */
interface LockRow {
  visibility: PostVisibility;
  mine: number;
  username: string | null;
  status: string | null;
  trialEndsAt: number | null;
  periodEnd: number | null;
  features: string | null;
}

/**
 * refuseLocked started beside the session's read (postWriteProcedure in worker/trpc/init.ts): its rejection is held
 * until the write awaits it, and only once the session proved valid.
 */
export function startLockCheck(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, input: { who: MemberRef; of: PostOf }): Promise<void> {
  const check = refuseLocked(deps, input);
  check.catch(() => undefined);
  return check;
}
