import { and, asc, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { comments, messages, moderationActions, posts, profiles, reports, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ModerationHistoryEntry, ReportQueueItem, ReportReason, ReportTarget } from '../../contracts/moderation';
import { mediaByPost } from '../feed/post-media-rows';

/** Queue cards per page: the oldest open items first, as a moderator works through them. */
const QUEUE_SIZE = 50;

const key = (type: string, id: string) => `${type}:${id}`;

/** The text and state of each queued item, by kind, in one read per kind. */
async function itemsOf(deps: Pick<AppDeps, 'db'>, ids: Record<ReportTarget, string[]>) {
  const out = new Map<string, { content: string; gone: boolean; image: boolean }>();
  const [p, c, m, u] = await Promise.all([
    ids.post.length
      ? deps.db
          .select({ id: posts.id, content: posts.content, removedAt: posts.removedAt, hiddenAt: posts.hiddenAt })
          .from(posts)
          .where(inArray(posts.id, ids.post))
      : [],
    ids.comment.length
      ? deps.db
          .select({ id: comments.id, content: comments.content, removedAt: comments.removedAt, hiddenAt: comments.hiddenAt })
          .from(comments)
          .where(inArray(comments.id, ids.comment))
      : [],
    ids.message.length
      ? deps.db
          .select({ id: messages.id, content: messages.content, removedAt: messages.removedAt, type: messages.messageType })
          .from(messages)
          .where(inArray(messages.id, ids.message))
      : [],
    ids.member.length
      ? deps.db.select({ id: profiles.userId, name: profiles.displayName }).from(profiles).where(inArray(profiles.userId, ids.member))
      : [],
  ]);
  for (const r of p) out.set(key('post', r.id), { content: r.content, gone: Boolean(r.removedAt ?? r.hiddenAt), image: false });
  for (const r of c) out.set(key('comment', r.id), { content: r.content, gone: Boolean(r.removedAt ?? r.hiddenAt), image: false });
  for (const r of m) out.set(key('message', r.id), { content: r.content, gone: Boolean(r.removedAt), image: r.type === 'image' });
  for (const r of u) out.set(key('member', r.id), { content: r.name ?? '', gone: false, image: false });
  return out;
}

/**
 * 'Denúncias': open reports grouped per item — the item's text and media, its author (and whether
 * they are suspended), the reasons with their counts, the 'Outro' texts, how many members reported
 * it, the author's earlier removals and the item's history. A message image is not shown: it
 * opens only for the conversation's participants.
 */
export async function listReportQueue(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<ReportQueueItem[]> {
  const groups = await deps.db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      authorId: reports.targetAuthorId,
      reporters: count(),
      first: min(reports.createdAt),
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(asc(min(reports.createdAt)))
    .limit(QUEUE_SIZE);
  if (groups.length === 0) return [];
  const ids: Record<ReportTarget, string[]> = { post: [], comment: [], message: [], member: [] };
  for (const g of groups) ids[g.targetType].push(g.targetId);
  const targetIds = groups.map((g) => g.targetId);
  const authorIds = [...new Set(groups.map((g) => g.authorId))];
  const [reasonRows, items, media, authors, removals, history] = await Promise.all([
    deps.db
      .select({ targetType: reports.targetType, targetId: reports.targetId, reason: reports.reason, details: reports.details })
      .from(reports)
      .where(and(isNull(reports.resolvedAt), inArray(reports.targetId, targetIds))),
    itemsOf(deps, ids),
    mediaByPost(deps, { postIds: ids.post }),
    deps.db
      .select({
        userId: profiles.userId,
        username: profiles.username,
        displayName: profiles.displayName,
        suspendedAt: users.suspendedAt,
        until: users.suspendedUntil,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(profiles.userId, authorIds)),
    deps.db
      .select({ memberId: moderationActions.memberId, n: count() })
      .from(moderationActions)
      .where(and(inArray(moderationActions.memberId, authorIds), eq(moderationActions.action, 'remove')))
      .groupBy(moderationActions.memberId),
    deps.db
      .select({
        targetType: moderationActions.targetType,
        targetId: moderationActions.targetId,
        action: moderationActions.action,
        detail: moderationActions.detail,
        actor: moderationActions.actor,
        at: moderationActions.createdAt,
      })
      .from(moderationActions)
      .where(inArray(moderationActions.targetId, targetIds))
      .orderBy(desc(moderationActions.createdAt)),
  ]);
  const now = deps.clock.now().getTime();
  return groups.map((g) => {
    const k = key(g.targetType, g.targetId);
    const mine = reasonRows.filter((r) => key(r.targetType, r.targetId) === k);
    const reasons = new Map<ReportReason, number>();
    for (const r of mine) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    const item = items.get(k);
    const author = authors.find((a) => a.userId === g.authorId);
    return {
      targetType: g.targetType,
      targetId: g.targetId,
      content: item?.content ?? '',
      media: (media.get(g.targetId) ?? []).map((m) => ({ url: m.url, type: m.kind })),
      hasPrivateImage: item?.image ?? false,
      author: {
        userId: g.authorId,
        username: author?.username ?? '',
        displayName: author?.displayName ?? author?.username ?? '',
        suspended: Boolean(author?.suspendedAt && (!author.until || author.until.getTime() > now)),
      },
      reasons: [...reasons].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count),
      details: mine.flatMap((r) => (r.details ? [r.details] : [])),
      reporters: g.reporters,
      firstReportedAt: (g.first ?? new Date(0)).toISOString(),
      priorRemovals: removals.find((r) => r.memberId === g.authorId)?.n ?? 0,
      gone: !item || item.gone,
      history: history
        .filter((h) => key(h.targetType, h.targetId) === k)
        .map((h): ModerationHistoryEntry => ({
          action: h.action,
          detail: h.detail,
          actor: h.actor === 'painel' || h.actor === 'sistema' ? h.actor : 'artista',
          at: h.at.toISOString(),
        })),
    };
  });
}

/** The dashboard's count: open reports and the items they are about. */
export async function countOpenReports(deps: Pick<AppDeps, 'db'>): Promise<{ reports: number; items: number }> {
  const row = await deps.db
    .select({ reports: count(), items: sql<number>`count(DISTINCT ${reports.targetType} || ':' || ${reports.targetId})` })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .get();
  return { reports: row?.reports ?? 0, items: Number(row?.items ?? 0) };
}
