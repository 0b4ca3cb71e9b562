import { sql, type SQL } from 'drizzle-orm';
import { artistSessions, emailTokens, orders, polls, sessions, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

const DAY_MS = 86_400_000;
/** An unpaid order's buyer data is kept this long after its hold and payment window ended (support questions, a late payment notice). */
const UNPAID_ORDER_KEEP_DAYS = 30;

/** One chunk of one step: at most `limit` rows, one statement (one commit). Returns the rows it changed. */
export type RetentionStep = (deps: Pick<AppDeps, 'db'>, now: number, limit: number) => Promise<number>;

async function run(deps: Pick<AppDeps, 'db'>, statement: SQL): Promise<number> {
  return (await deps.db.run(statement)).rowsAffected;
}

/** Member sessions past their idle or absolute end (the same test as validate-session.ts: `<= now` is over). */
export const expiredSessions: RetentionStep = (deps, now, limit) =>
  run(
    deps,
    sql`DELETE FROM ${sessions} WHERE id IN (SELECT id FROM ${sessions} WHERE expires_at <= ${now} OR absolute_expires_at <= ${now} LIMIT ${limit})`,
  );

export const expiredArtistSessions: RetentionStep = (deps, now, limit) =>
  run(deps, sql`DELETE FROM ${artistSessions} WHERE id IN (SELECT id FROM ${artistSessions} WHERE expires_at <= ${now} LIMIT ${limit})`);

/** E-mailed links that can no longer be used: spent, or past their time (consumeToken needs `expires_at > now`). */
export const spentEmailTokens: RetentionStep = (deps, now, limit) =>
  run(
    deps,
    sql`DELETE FROM ${emailTokens} WHERE id IN (SELECT id FROM ${emailTokens} WHERE used_at IS NOT NULL OR expires_at <= ${now} LIMIT ${limit})`,
  );

/**
 * Orders never paid whose hold and payment window ended more than UNPAID_ORDER_KEEP_DAYS ago:
 * the sealed buyer document (name, e-mail, WhatsApp, address) and the keyed hashes of e-mail,
 * WhatsApp, CPF and network are blanked. Code, items, totals, status and dates stay for the
 * books; `buyer_sealed = ''` is what marks the order done (openBuyer reads it as blank).
 */
export const unpaidOrderBuyers: RetentionStep = (deps, now, limit) =>
  run(
    deps,
    sql`UPDATE ${orders} SET buyer_sealed = '', email_hash = '', whatsapp_hash = '', cpf_hash = NULL, hold_address_hash = NULL
      WHERE id IN (SELECT id FROM ${orders}
        WHERE payment_status <> 'paid' AND paid_at IS NULL AND buyer_sealed <> ''
          AND max(reservation_expires_at, coalesce(checkout_expires_at, 0)) <= ${now - UNPAID_ORDER_KEEP_DAYS * DAY_MS}
        LIMIT ${limit})`,
  );

/**
 * Votes their fans erased while the poll was open kept the CPF's keyed hash so the same CPF could
 * not vote twice; once the poll has closed that hash has no use left and goes.
 */
export const erasedVoteCpfHashes: RetentionStep = (deps, now, limit) =>
  run(
    deps,
    sql`UPDATE ${tshirtPollVotes} SET cpf_hash = 'apagado:' || id
      WHERE id IN (SELECT v.id FROM ${tshirtPollVotes} v JOIN ${polls} p ON p.id = v.poll_id
        WHERE v.purged_at IS NOT NULL AND v.cpf_hash NOT LIKE 'apagado:%' AND (p.is_active = 0 OR p.closes_at <= ${now})
        LIMIT ${limit})`,
  );
