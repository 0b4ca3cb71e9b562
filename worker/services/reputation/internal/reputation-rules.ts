import type { REPUTATION_KINDS } from '../../../../db/schema';

export type ReputationKind = (typeof REPUTATION_KINDS)[number];

/**
 * What real activity earns. Points raise the Reputação score (levels in
 * contracts/members.ts: 25/100/500/1000); MitoCoins are the site's currency.
 *
 * | activity             | Reputação | MitoCoins | per member and day |
 * |----------------------|-----------|-----------|--------------------|
 * | publishing a post    | +5        | +2        | first 3 posts      |
 * | a reaction received  | +1        | +1        | first 30           |
 * | a comment received   | +2        | +1        | first 20           |
 * | a poll vote received | +1        | +1        | first 20           |
 *
 * Anti-farming, enforced in SQL by the batch that writes the award:
 * - acting on your own post earns nothing;
 * - each source pays once, ever: one post, or one (actor, post) pair per kind — so removing
 *   and re-adding a reaction, switching its type, or a second comment from the same person
 *   on the same post earns nothing more (and removal takes nothing back);
 * - one actor gives one member at most PER_ACTOR_DAILY awards a day, whatever the kind
 *   (a friend, or a second account, cannot pump someone's score);
 * - the day is São Paulo's calendar day.
 */
export const REPUTATION_RULES: Record<ReputationKind, { points: number; coins: number; dailyCap: number }> = {
  post: { points: 5, coins: 2, dailyCap: 3 },
  reaction_received: { points: 1, coins: 1, dailyCap: 30 },
  comment_received: { points: 2, coins: 1, dailyCap: 20 },
  poll_vote_received: { points: 1, coins: 1, dailyCap: 20 },
};

export const PER_ACTOR_DAILY = 5;

const DAY = 86_400_000;
// America/Sao_Paulo has had no daylight saving since 2019: its midnight is 03:00 UTC
// (the same day as the daily post limit in services/feed/create-post.ts).
const SAO_PAULO_OFFSET = -3 * 3_600_000;

/** The São Paulo day `now` falls in, as the instant (ms) of its midnight: the caps' day. */
export function saoPauloDay(now: Date): number {
  return Math.floor((now.getTime() + SAO_PAULO_OFFSET) / DAY) * DAY - SAO_PAULO_OFFSET;
}
