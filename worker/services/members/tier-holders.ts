import { sql, type SQL } from 'drizzle-orm';
import { profiles, subscriptions, subscriptionTiers } from '../../../db/schema';
import { GRACE_MS } from './rights';

/**
 * `SELECT user_id` of the members whose tier, at `now`, meets `tierHas` (a condition on
 * subscription_tiers): the same rule as rights.ts's currentTier (a subscription row that is not
 * canceled, whose paid or trial period has no end or ended less than GRACE_MS ago), as one subquery,
 * so a rule about many members (who hears of a live, which conversations are Ouro) is one statement.
 */
export function tierHoldersSql(now: Date, tierHas: SQL): SQL {
  const paidUntil = sql`coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.trialEndsAt})`;
  return sql`SELECT ${profiles.userId} AS user_id FROM ${profiles}
    JOIN ${subscriptionTiers} ON ${subscriptionTiers.id} = ${profiles.subscriptionTierId}
    JOIN ${subscriptions} ON ${subscriptions.userId} = ${profiles.userId}
    WHERE (${tierHas}) AND ${subscriptions.status} <> 'canceled'
      AND (${paidUntil} IS NULL OR ${paidUntil} + ${GRACE_MS} > ${now.getTime()})`;
}

/** Tiers with lives (Prata and Ouro). */
export const HAS_LIVES = sql`${subscriptionTiers.canAccessLives} = 1`;
/** Tiers with direct access to the artist (Ouro). */
export const HAS_DIRECT_ACCESS = sql`json_extract(${subscriptionTiers.features}, '$.direct_access') = 1`;
