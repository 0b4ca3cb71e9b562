import { sql, type SQL } from 'drizzle-orm';
import { posts, profiles, reputationLedger } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { PER_ACTOR_DAILY, REPUTATION_RULES, saoPauloDay, type ReputationKind } from './internal/reputation-rules';

export interface ReputationAward {
  /** A fresh id for the ledger row (the profile update finds the award by it). */
  id: string;
  kind: ReputationKind;
  /** The post the activity is on; its author is the one who earns. */
  postId: string;
  /** Who acted (for `post`, the author themself). */
  actorId: string;
  now: Date;
  /** Earned only when this holds at that point of the batch (e.g. the reaction row exists). */
  onlyIf?: SQL;
}

/**
 * The reputation domain's statements for the one-batch convention
 * (see services/notifications/notify-post-author.ts): spread them into the caller's
 * `db.batch`, after the statements that make `onlyIf` true.
 *   1. the ledger row, written only within every cap (reputation-rules.ts) and once per source;
 *   2. the author's running totals, moved only if that very row went in.
 */
export function awardReputationStatements({ db }: Pick<AppDeps, 'db'>, a: ReputationAward) {
  const rule = REPUTATION_RULES[a.kind];
  const day = saoPauloDay(a.now);
  const received = a.kind !== 'post';
  const sourceKey = received ? `${a.postId}:${a.actorId}` : a.postId;
  const ledger = sql`SELECT count(*) FROM ${reputationLedger} l WHERE l.user_id = p.user_id AND l.day = ${day}`;
  return [
    db.run(sql`INSERT INTO ${reputationLedger} (id, user_id, kind, source_key, actor_id, day, points, coins, created_at)
      SELECT ${a.id}, p.user_id, ${a.kind}, ${sourceKey}, ${a.actorId}, ${day}, ${rule.points}, ${rule.coins}, ${a.now.getTime()}
      FROM ${posts} p
      WHERE p.id = ${a.postId}
        AND ${received ? sql`p.user_id <> ${a.actorId}` : sql`p.user_id = ${a.actorId}`}
        AND (${a.onlyIf ?? sql`1`})
        AND (${ledger} AND l.kind = ${a.kind}) < ${rule.dailyCap}
        AND ${received ? sql`(${ledger} AND l.actor_id = ${a.actorId}) < ${PER_ACTOR_DAILY}` : sql`1`}
      ON CONFLICT (user_id, kind, source_key) DO NOTHING`),
    db.run(sql`UPDATE ${profiles} SET reputation_score = reputation_score + ${rule.points}, mito_coins = mito_coins + ${rule.coins}
      WHERE user_id = (SELECT user_id FROM ${reputationLedger} WHERE id = ${a.id})`),
  ] as const;
}
