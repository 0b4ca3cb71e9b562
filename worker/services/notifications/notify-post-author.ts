import { and, eq, sql, type SQL } from 'drizzle-orm';
import { comments, notifications, postPolls, postPollVotes, posts, profiles, reactions, reputationLedger } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from './bell-wanted';
import { NOTIFICATION_EVENT, notificationsChannel, notifiedPostPath, type NotificationEvent } from '../../contracts/notifications';
import { errorFields } from '../../lib/error-fields';

export type PostActivityType = 'like' | 'comment' | 'poll_vote';

export interface PostAuthorNotice {
  /** A fresh id, used when this activity opens a new group. */
  id: string;
  postId: string;
  fromUserId: string;
  type: PostActivityType;
  now: Date;
  /** Written only when this holds at that point of the batch (e.g. the reaction row still exists). */
  onlyIf?: SQL;
  /** Ignored (kept so older callers compile): the group's text is written by the statement itself. */
  title?: string;
  /** Ignored, as `title`. */
  message?: string;
}

/**
 * Where each kind of activity on a post lives (every source has `a.user_id` and `a.created_at`),
 * how many people did it (the author excluded), the group's title and its Portuguese verb.
 * A reaction's people come from the post's denormalised counts, written earlier in the same
 * batch: O(1) however popular the post.
 */
interface Activity {
  from: SQL;
  onPost: (postId: SQL) => SQL;
  people: (post: { id: SQL; author: SQL; likes: SQL }) => SQL;
  title: string;
  one: string;
  many: string;
  /** Every occurrence is news (a comment), or only a change in who or how many (a reaction, a vote). */
  everyTime: boolean;
}

const ACTIVITY: Record<PostActivityType, Activity> = {
  like: {
    from: sql`${reactions} a`,
    onPost: (id) => sql`a.target_type = 'post' AND a.target_id = ${id}`,
    people: (p) =>
      sql`${p.likes} - EXISTS (SELECT 1 FROM ${reactions} r WHERE r.user_id = ${p.author} AND r.target_type = 'post' AND r.target_id = ${p.id})`,
    title: 'Nova reação',
    one: 'reagiu ao seu post',
    many: 'reagiram ao seu post',
    everyTime: false,
  },
  comment: {
    from: sql`${comments} a`,
    onPost: (id) => sql`a.post_id = ${id}`,
    people: (p) => sql`(SELECT count(DISTINCT a.user_id) FROM ${comments} a WHERE a.post_id = ${p.id} AND a.user_id <> ${p.author})`,
    title: 'Novo comentário',
    one: 'comentou no seu post',
    many: 'comentaram no seu post',
    everyTime: true,
  },
  poll_vote: {
    from: sql`${postPollVotes} a JOIN ${postPolls} pp ON pp.id = a.poll_id`,
    onPost: (id) => sql`pp.post_id = ${id}`,
    people: (p) =>
      sql`(SELECT count(DISTINCT a.user_id) FROM ${postPollVotes} a JOIN ${postPolls} pp ON pp.id = a.poll_id WHERE pp.post_id = ${p.id} AND a.user_id <> ${p.author})`,
    title: 'Novo voto na enquete',
    one: 'votou na sua enquete',
    many: 'votaram na sua enquete',
    everyTime: false,
  },
};

const postGroupKey = (type: PostActivityType, postId: string) => `${type}:${postId}`;

/**
 * Cross-domain writes (reaction + counts + reputation + notification; comment + count + …)
 * follow one convention: each domain builds its statements and the caller commits them all
 * in one `db.batch` (one transaction), then defers its realtime publish until after the commit
 * (`publishPostAuthorNotice` here, `deps.defer` in general).
 *
 * This is the notifications domain's statement: one row per (author, type, post) — repeats
 * collapse into it. Each new activity rewrites its text from the activity itself ('Ana reagiu
 * ao seu post', 'Ana e Bruno reagiram…', 'Ana e mais 3 pessoas reagiram…': the newest actor
 * first, people counted once, the author never), moves it to the top and makes it unread.
 * Never for the author's own action. A reaction or vote that changes nothing in the group
 * (the same last person, the same number of people: a toggle, a switch of type) leaves it
 * untouched, so toggling cannot spam the bell; every comment is new content and always counts.
 * The statement's rowsAffected is 1 when the author has something new to see.
 */
export function notifyPostAuthorStatement({ db }: Pick<AppDeps, 'db'>, n: PostAuthorNotice) {
  const act = ACTIVITY[n.type];
  const people = act.people({ id: sql`p.id`, author: sql`p.user_id`, likes: sql`(p.likes_count + p.fire_count + p.mind_blown_count)` });
  // The second name is read only for "Ana e Bruno" (exactly two people), never for a crowd.
  const other = sql`CASE WHEN x.people = 2 THEN (SELECT coalesce(pr.display_name, pr.username) FROM ${act.from} JOIN ${profiles} pr ON pr.user_id = a.user_id
    WHERE ${act.onPost(sql`x.post_id`)} AND a.user_id <> x.author AND a.user_id <> ${n.fromUserId} ORDER BY a.created_at DESC LIMIT 1) END`;
  const me = sql`(SELECT coalesce(display_name, username) FROM ${profiles} WHERE user_id = ${n.fromUserId})`;
  return db.run(sql`
    INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
    SELECT ${n.id}, g.author, ${n.fromUserId}, ${n.type}, ${act.title},
      CASE WHEN g.people <= 1 OR (g.people = 2 AND g.other IS NULL) THEN g.me || ' ' || ${act.one}
           WHEN g.people = 2 THEN g.me || ' e ' || g.other || ' ' || ${act.many}
           ELSE g.me || ' e mais ' || (g.people - 1) || ' pessoas ' || ${act.many} END,
      0, ${n.now.getTime()}, ${n.postId}, ${postGroupKey(n.type, n.postId)}, max(g.people, 1)
    FROM (SELECT x.author, x.people, x.me, ${other} AS other
          FROM (SELECT p.id AS post_id, p.user_id AS author, ${people} AS people, ${me} AS me
                FROM ${posts} p WHERE p.id = ${n.postId} AND p.user_id <> ${n.fromUserId} AND (${n.onlyIf ?? sql`1`})) x) g
    WHERE g.me IS NOT NULL AND ${n.type === 'comment' ? bellWanted('mentions', sql`g.author`) : sql`1`}
    ON CONFLICT (user_id, group_key) DO UPDATE SET
      from_user_id = excluded.from_user_id, title = excluded.title, message = excluded.message,
      actor_count = excluded.actor_count, is_read = 0, created_at = excluded.created_at
    WHERE ${act.everyTime ? sql`1` : sql`NOT (notifications.from_user_id IS excluded.from_user_id AND notifications.actor_count = excluded.actor_count)`}
      AND ${n.type === 'like' ? firstReactionOf(n) : sql`1`}`);
}

/**
 * A reaction taken back and given again is not news: the group moves only for a member whose
 * reaction on this post the author has not been told of before. The memory is the reputation
 * ledger's once-per-fan-and-post row (written after this statement in the same batch, so here it
 * exists only for an earlier reaction). A fan past the ledger's daily caps left no row, so their
 * return still counts as new.
 */
const firstReactionOf = (n: PostAuthorNotice) =>
  sql`NOT EXISTS (SELECT 1 FROM ${reputationLedger} l WHERE l.user_id = notifications.user_id AND l.kind = 'reaction_received'
    AND l.source_key = ${`${n.postId}:${n.fromUserId}`})`;

/**
 * After the batch committed: tells the author's browsers (NOTIFICATION_EVENT on their channel)
 * when the notification statement wrote something. Deferred (waitUntil on Workers), never
 * awaited by the request; a failed publish is logged and lost — the row is in the database,
 * and the bell's next read shows it.
 */
export function publishPostAuthorNotice(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'logger' | 'push'>,
  notice: { type: PostActivityType; postId: string; written: { rowsAffected: number } },
) {
  if (notice.written.rowsAffected < 1) return;
  deps.defer(async () => {
    try {
      const [row] = await deps.db
        .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, message: notifications.message })
        .from(notifications)
        // (user_id, group_key) is the group's unique index; the post names its author.
        .where(
          and(
            eq(notifications.userId, sql`(SELECT user_id FROM ${posts} WHERE id = ${notice.postId})`),
            eq(notifications.groupKey, postGroupKey(notice.type, notice.postId)),
          ),
        )
        .limit(1);
      if (!row) return;
      const event: NotificationEvent = { id: row.id, title: row.title, message: row.message, postId: notice.postId };
      // A comment reaches the author's phone; reactions and poll votes stay in the bell (one push per comment group update).
      const pushed =
        notice.type === 'comment'
          ? pushToMembers(deps, [
              {
                userId: row.userId,
                kind: 'mentions',
                message: {
                  title: row.title,
                  body: row.message,
                  url: notifiedPostPath(notice.postId),
                  tag: postGroupKey(notice.type, notice.postId),
                },
              },
            ])
          : Promise.resolve();
      await deps.realtime.publish(notificationsChannel(row.userId), NOTIFICATION_EVENT, event).finally(() => pushed);
    } catch (e) {
      deps.logger.error('notification publish failed', errorFields(e));
    }
  });
}
