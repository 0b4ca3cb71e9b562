import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../adapters/deps';
import { sha256HexSync } from '../../lib/pii-seal';

interface VersionRow {
  poll: string;
  active: number;
  closesAt: number;
  frozenAt: number | null;
  drawnAt: number | null;
  deadline: number | null;
  rounds: number;
  claims: string;
  voids: string;
}

export interface RaffleVersion {
  /** Changes with anything the summary shows. */
  summary: string;
  /** Changes only with the frozen list itself (a new poll's freeze): claims and draws leave the download's copy alone. */
  list: string;
}

/**
 * A short fingerprint of everything /sorteio's summary shows (get-raffle-status.ts), read in one
 * small statement on indexed rows and never the list: the newest poll, its freeze and draw, the
 * redraws, the claims (count and times, so an undone claim and a new one differ) and the voids,
 * plus the two turns the clock makes without a write (the close, the last claim deadline).
 * Any write that changes the page changes it, so the edge keys its copy by it
 * (worker/http/raffle-public.ts): a draw or a void shows on the next view on every runtime and
 * in every data centre, with nothing to purge.
 */
export async function raffleVersion(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<RaffleVersion> {
  const [row] = await deps.db.all<VersionRow>(sql`
    SELECT p.id AS poll, p.is_active AS active, p.closes_at AS closesAt,
      f.frozen_at AS frozenAt, f.drawn_at AS drawnAt,
      max(coalesce(f.claim_deadline, 0), coalesce((SELECT max(r.claim_deadline) FROM raffle_rounds r WHERE r.poll_id = p.id), 0)) AS deadline,
      (SELECT count(*) FROM raffle_rounds r WHERE r.poll_id = p.id) AS rounds,
      (SELECT count(*) || ':' || coalesce(sum(c.claimed_at), 0) FROM raffle_claims c WHERE c.poll_id = p.id) AS claims,
      (SELECT count(*) || ':' || coalesce(sum(v.coupon_count), 0) || ':' || coalesce(max(v.voided_at), 0) FROM raffle_voids v WHERE v.poll_id = p.id) AS voids
    FROM polls p LEFT JOIN raffle_freezes f ON f.poll_id = p.id
    ORDER BY p.created_at DESC LIMIT 1`);
  if (!row) return { summary: 'none', list: 'none' };
  const now = deps.clock.now().getTime();
  const turns = [row.closesAt <= now, row.deadline !== null && row.deadline > 0 && row.deadline <= now];
  const parts = [row.poll, row.active, row.frozenAt, row.drawnAt, row.deadline, row.rounds, row.claims, row.voids, ...turns];
  const digest = (values: unknown[]) => sha256HexSync(values.map((v) => String(v ?? '')).join('|')).slice(0, 16);
  return { summary: digest(parts), list: digest([row.poll, row.frozenAt]) };
}
