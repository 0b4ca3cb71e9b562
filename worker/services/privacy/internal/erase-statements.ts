import { sql } from 'drizzle-orm';
import {
  comments,
  consents,
  messages,
  notifications,
  postPollOptions,
  postPolls,
  postPollVotes,
  posts,
  raffleClaims,
  reactions,
  reputationLedger,
  users,
} from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../contracts/privacy';

/**
 * The statements that erase one member, in the order one `db.batch` must run them: first what
 * points at the member without a foreign key, or would lose the others' data by cascade, then
 * the account row, whose cascades take the rest (profile, sessions, posts with their comments,
 * reactions, poll votes, conversation seats, notifications, uploads, tokens, subscription, ledger).
 *
 * - Messages stay in the others' conversations, sent from then on by the one placeholder account
 *   REMOVED_MEMBER_ID (no profile, no password that any input can match), shown 'Membro removido'.
 * - The counts on other members' posts drop the member's reactions, comments and poll votes.
 * - Notifications of other members that name the member say 'Membro removido' instead.
 * - Other members' reputation rows caused by the member keep their points under a random actor
 *   id (`anonymousActor`), so the daily caps still add up and nothing leads back to the account.
 * - Consents given as a member and a raffle prize's link to the account go.
 */
export function eraseMemberStatements({ db }: Pick<AppDeps, 'db'>, m: { userId: string; name: string; anonymousActor: string }) {
  const { userId: me, name, anonymousActor } = m;
  const touchedPosts = sql`(SELECT target_id FROM ${reactions} WHERE user_id = ${me} AND target_type = 'post'
    UNION SELECT post_id FROM ${comments} WHERE user_id = ${me}
    UNION SELECT pp.post_id FROM ${postPollVotes} v JOIN ${postPolls} pp ON pp.id = v.poll_id WHERE v.user_id = ${me})`;
  const mine = (type: string) =>
    sql`(SELECT count(*) FROM ${reactions} r WHERE r.user_id = ${me} AND r.target_type = 'post' AND r.target_id = ${posts}.id AND r.reaction_type = ${type})`;
  const renamed = sql`CASE WHEN substr(message, 1, length(${name}) + 1) = ${name} || ' '
      THEN ${REMOVED_MEMBER_NAME} || substr(message, length(${name}) + 1) ELSE message END`;
  return [
    db.run(sql`INSERT OR IGNORE INTO ${users} (id, email, password_hash, email_confirmed_at, created_at)
      VALUES (${REMOVED_MEMBER_ID}, 'membro-removido@invalid', '!', NULL, 0)`),
    db.run(sql`UPDATE ${messages} SET sender_id = ${REMOVED_MEMBER_ID} WHERE sender_id = ${me}`),
    // 'Ana e mais 2 pessoas…' and a new message's 'Ana: texto' (the text stays, as the message does).
    db.run(sql`UPDATE ${notifications} SET message = replace(replace(${renamed}, ' e ' || ${name} || ' ', ' e ' || ${REMOVED_MEMBER_NAME} || ' '), ${name} || ': ', ${REMOVED_MEMBER_NAME} || ': ')
      WHERE user_id <> ${me} AND (from_user_id = ${me} OR post_id IN ${touchedPosts})`),
    db.run(sql`UPDATE ${posts} SET likes_count = likes_count - ${mine('heart')}, fire_count = fire_count - ${mine('fire')},
      mind_blown_count = mind_blown_count - ${mine('mind_blown')}
      WHERE user_id <> ${me} AND id IN (SELECT target_id FROM ${reactions} WHERE user_id = ${me} AND target_type = 'post')`),
    db.run(sql`UPDATE ${posts} SET comments_count = comments_count - (SELECT count(*) FROM ${comments} c WHERE c.post_id = ${posts}.id AND c.user_id = ${me})
      WHERE user_id <> ${me} AND id IN (SELECT post_id FROM ${comments} WHERE user_id = ${me})`),
    db.run(sql`UPDATE ${postPollOptions} SET vote_count = vote_count - (SELECT count(*) FROM ${postPollVotes} v WHERE v.option_id = ${postPollOptions}.id AND v.user_id = ${me})
      WHERE id IN (SELECT option_id FROM ${postPollVotes} WHERE user_id = ${me})`),
    // total_votes counts voters: every voter but the leaving member.
    db.run(sql`UPDATE ${postPolls} SET total_votes = (SELECT count(DISTINCT v.user_id) FROM ${postPollVotes} v WHERE v.poll_id = ${postPolls}.id AND v.user_id <> ${me})
      WHERE id IN (SELECT poll_id FROM ${postPollVotes} WHERE user_id = ${me})`),
    db.run(sql`UPDATE ${reputationLedger} SET actor_id = ${anonymousActor}, source_key = replace(source_key, ${me}, ${anonymousActor})
      WHERE actor_id = ${me} AND user_id <> ${me}`),
    // Reactions point at their post without a foreign key: the others' reactions on the member's posts go with the posts.
    db.run(sql`DELETE FROM ${reactions} WHERE target_type = 'post' AND target_id IN (SELECT id FROM ${posts} WHERE user_id = ${me})`),
    db.run(sql`UPDATE ${raffleClaims} SET bronze_user_id = NULL WHERE bronze_user_id = ${me}`),
    db.run(sql`DELETE FROM ${consents} WHERE subject_kind = 'member' AND subject_id = ${me}`),
    db.run(sql`DELETE FROM ${users} WHERE id = ${me}`),
  ] as const;
}
