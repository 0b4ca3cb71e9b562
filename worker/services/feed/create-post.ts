import { sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { attachPostMedia, discardPostUploads, pickPostUploads, readPostUploads } from '../media/attach-post-media';
import type { AppDeps } from '../../adapters/deps';
import type { CreatePostInput } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import type { MemberRef } from '../auth/member-ref';
import { memberRights } from '../members/rights';
import { postPollStatements } from './internal/post-poll-statements';
import { awardReputationStatements } from '../reputation/award-reputation';
import { notifyMentionStatements, publishMentions } from '../notifications/notify-mentions';
import { notifyArtistPostStatement, publishArtistPost } from '../notifications/notify-artist-post';
import { isArtistAccount } from './visibility';
import { planPostTags, postTagStatements, readPostTags } from './internal/post-tags';
import { writePostTerms } from '../search/write-terms';
import { postBurst, writeLimitedText } from '../../contracts/limits';
import { publishNewPost } from './internal/publish-new-post';
import { countMyPosts, POST_BURST_MS, saoPauloMidnight } from './count-my-posts';

export { saoPauloMidnight };

/** What a post needs read before its batch: the member's rights, the rows of the uploads it names, and for an exclusive post whether the author is the artist. */
export type PostReads = {
  rights: Promise<Awaited<ReturnType<typeof memberRights>>>;
  uploads: Promise<Awaited<ReturnType<typeof readPostUploads>>>;
  artist: Promise<boolean>;
  tags: Promise<Awaited<ReturnType<typeof readPostTags>>>;
};

/**
 * Starts both reads at once. Given the session (by id) they start beside the session's own read
 * (memberWriteWithEarlyReads): one round trip to the database before the batch instead of three.
 * Rejections are held until createPost awaits them.
 */
export function startPostReads(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { who, post }: { who: MemberRef; post: CreatePostInput },
): PostReads {
  const reads = {
    rights: memberRights(deps, { userId: who }),
    uploads: readPostUploads(deps, { userId: who, media: post.media ?? [] }),
    artist: (post.visibility ?? 'all') === 'all' ? Promise.resolve(false) : isArtistAccount(deps, { who }),
    tags: readPostTags(deps, { ids: post.tagIds ?? [], names: post.newTags ?? [] }),
  };
  reads.rights.catch(() => undefined);
  reads.tags.catch(() => undefined);
  reads.uploads.catch(() => undefined);
  reads.artist.catch(() => undefined);
  return reads;
}

/**
 * Publishes a post: text, tags (picked or typed: internal/post-tags.ts), its search terms, one poll and uploaded media
 * (services/media/attach-post-media.ts) in the same batch. The tier decides whether
 * and how often (services/members/rights.ts). The daily limit and the burst are checked inside the INSERT
 * itself, so two posts sent at once cannot both pass a limit that allows only one.
 */
export async function createPost(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'media' | 'logger' | 'config' | 'rateLimiter' | 'realtime' | 'defer' | 'push'>,
  input: { userId: string; ip: string; post: CreatePostInput; reads?: PostReads },
) {
  const content = input.post.content.trim();
  const media = input.post.media ?? [];
  // A post with only a poll is a post (a post needs text, media or a poll).
  if (!content && media.length === 0 && !input.post.poll) throw new AppError('POST_EMPTY');
  const { userId } = input;
  try {
    return await insertPost(
      deps,
      { userId, ip: input.ip },
      input.post,
      content,
      input.reads ?? startPostReads(deps, { who: userId, post: input.post }),
    );
  } catch (e) {
    // A post that fails takes its uploads with it: no file is left without a post.
    if (media.length) await discardPostUploads(deps, { userId, uploadIds: media.map((m) => m.uploadId) });
    throw e;
  }
}

async function insertPost(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'realtime' | 'defer' | 'logger' | 'push'>,
  { userId, ip }: { userId: string; ip: string },
  post: CreatePostInput,
  content: string,
  reads: PostReads,
) {
  const rights = await reads.rights;
  if (!rights.canPost) throw new AppError('POST_NOT_ALLOWED');
  // Exclusive posts ('Prata e Ouro', 'Só Ouro') are the artist's to publish, no one else's.
  const visibility = post.visibility ?? 'all';
  if (visibility !== 'all' && !(await reads.artist)) throw new AppError('POST_VISIBILITY_NOT_ALLOWED');
  if (post.poll && !rights.canCreatePolls) throw new AppError('POST_POLL_NOT_ALLOWED');
  const uploads = pickPostUploads(rights, post.media ?? [], await reads.uploads);
  const tagPlan = await planPostTags(deps, {
    userId,
    ip,
    tagIds: [...new Set(post.tagIds ?? [])],
    newTags: post.newTags ?? [],
    existing: await reads.tags,
  });
  const now = deps.clock.now();
  const id = deps.random.id();
  const since = saoPauloMidnight(now).getTime();
  const withinDay =
    rights.postsPerDay === null
      ? sql`1`
      : sql`(SELECT count(*) FROM ${posts} WHERE user_id = ${userId} AND created_at >= ${since}) < ${rights.postsPerDay}`;
  const withinBurst = sql`(SELECT count(*) FROM ${posts} WHERE user_id = ${userId} AND created_at > ${now.getTime() - POST_BURST_MS}) < ${postBurst(rights.postsPerDay)}`;
  const source = { kind: 'post' as const, id, postId: id };
  const mentionStatements = notifyMentionStatements(deps, {
    fromUserId: userId,
    source,
    text: content,
    now,
    onlyIf: sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${id})`,
  });
  const [inserted, ...rest] = await deps.db.batch([
    deps.db.run(
      sql`INSERT INTO ${posts} (id, user_id, content, visibility, created_at) SELECT ${id}, ${userId}, ${content}, ${visibility}, ${now.getTime()} WHERE ${withinDay} AND ${withinBurst}`,
    ),
    // Unknown tag ids are skipped; the tags ride on the post only if the post went in.
    ...postTagStatements(deps, { postId: id, userId, plan: tagPlan }),
    writePostTerms(deps, { postId: id, createdAt: now, content, tagNames: tagPlan.names }),
    ...attachPostMedia(deps, { postId: id, userId, picked: uploads }),
    ...(post.poll ? postPollStatements(deps, { postId: id, poll: post.poll, now }) : []),
    // Reputation for publishing (capped per day); nothing if the post did not go in.
    ...awardReputationStatements(deps, { id: deps.random.id(), kind: 'post', postId: id, actorId: userId, now }),
    ...mentionStatements,
    // 'Posts do MC Mito': the artist's followers hear of it (nothing for anyone else's post).
    notifyArtistPostStatement(deps, { postId: id, authorId: userId, visibility, now }),
  ]);
  if (inserted.rowsAffected !== 1) throw await overLimit(deps, { userId, now, postsPerDay: rights.postsPerDay });
  const artistRows = rest[rest.length - 1]!;
  publishMentions(deps, { source, text: content, now, written: rest.slice(rest.length - 1 - mentionStatements.length, rest.length - 1) });
  publishNewPost(deps, { postId: id, authorId: userId });
  publishArtistPost(deps, { postId: id, written: artistRows });
  return { id };
}

/** Which limit refused the post: the day's (the plan's words), else the burst (with the wait until its oldest post leaves the window). */
async function overLimit(
  deps: Pick<AppDeps, 'db'>,
  { userId, now, postsPerDay }: { userId: string; now: Date; postsPerDay: number | null },
) {
  const counts = await countMyPosts(deps, { userId, now });
  if (postsPerDay !== null && counts.today >= postsPerDay) return new AppError('POST_DAILY_LIMIT');
  const wait = counts.burstFreesInSeconds || 1;
  return new AppError('WRITE_RATE_LIMITED', writeLimitedText('post', wait), { retryAfterSeconds: wait });
}
