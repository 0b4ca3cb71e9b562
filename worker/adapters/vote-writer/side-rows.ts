import { sql } from 'drizzle-orm';
import { consents, emailTokens, tshirtPollVotes } from '../../../db/schema';
import type { Db } from '../db/port';

/** The rows a new vote brings along: its consents (the ledger) and its coupon confirmation link's token. */
export interface VoteSideRows {
  consents: { id: string; subjectId: string; purpose: 'contact' | 'marketing'; textVersion: string; granted: boolean }[];
  /** SHA-256 id of the `coupon_confirm` token e-mailed after the commit, and when it stops working. */
  confirmToken: { id: string; expiresAt: Date };
}

/**
 * The side rows of a batch, as statements to append to the vote's own `db.batch` (same transaction,
 * no extra round trip). Each joins the stored vote by id AND coupon, so a vote the writer skipped (duplicate CPF, closed poll, a refused retry sharing the
 * vote's id) leaves no consent and no link behind.
 */
export function sideRowStatements(db: Db, rows: { id: string; raffleCoupon: string; createdAt: Date; side?: VoteSideRows }[]) {
  const withSide = rows.filter((r) => r.side);
  if (withSide.length === 0) return [];
  const consentRows = withSide.flatMap((r) =>
    r.side!.consents.map((c) => [
      r.id,
      r.raffleCoupon,
      c.id,
      c.subjectId,
      c.purpose,
      c.textVersion,
      c.granted ? 1 : 0,
      r.createdAt.getTime(),
    ]),
  );
  const tokenRows = withSide.map((r) => [
    r.id,
    r.raffleCoupon,
    r.side!.confirmToken.id,
    r.side!.confirmToken.expiresAt.getTime(),
    r.createdAt.getTime(),
  ]);
  const stored = (json: string) =>
    sql`json_each(${json}) j JOIN ${tshirtPollVotes} v ON v.id = json_extract(j.value, '$[0]') AND v.raffle_coupon = json_extract(j.value, '$[1]')`;
  const statements = [
    db.run(sql`
      INSERT INTO ${emailTokens} (id, purpose, vote_id, expires_at, created_at)
      SELECT json_extract(j.value, '$[2]'), 'coupon_confirm', v.id, json_extract(j.value, '$[3]'), json_extract(j.value, '$[4]')
      FROM ${stored(JSON.stringify(tokenRows))}`),
  ];
  if (consentRows.length > 0) {
    statements.push(
      db.run(sql`
        INSERT INTO ${consents} (id, subject_kind, subject_id, purpose, text_version, granted, at)
        SELECT json_extract(j.value, '$[2]'), 'voter', json_extract(j.value, '$[3]'), json_extract(j.value, '$[4]'),
          json_extract(j.value, '$[5]'), json_extract(j.value, '$[6]'), json_extract(j.value, '$[7]')
        FROM ${stored(JSON.stringify(consentRows))}`),
    );
  }
  return statements;
}
