import { desc, eq } from 'drizzle-orm';
import { auditLog, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { openVoterName } from '../../lib/pii-open';

/** The panel's moderation actions (routers/artist/moderation.ts): the target is the item (`post:<id>` …) or the member. */
type ModerationAuditAction = 'moderation_remove' | 'moderation_warn' | 'moderation_suspend' | 'moderation_unsuspend' | 'moderation_dismiss';

/**
 * `retention_purge` is written by the scheduled job (services/raffle/internal/purge-raffle-voters.ts) with a count only;
 * `login_refused` by the panel sign-in on a wrong password (services/artist/refused-logins.ts);
 * `raffle_void` by 'Anular cupons' (services/raffle/integrity/void-coupon-group.ts) with the count, ground and reason.
 */
export type AuditAction =
  | 'view_voter'
  | 'reveal_cpf'
  | 'export_csv'
  | 'view_winners'
  | 'claim_prize'
  | 'unclaim_prize'
  | 'view_integrity'
  | 'raffle_void'
  | 'retention_purge'
  | 'login_refused'
  | ModerationAuditAction;

/**
 * One read of voters' personal data. Called by `auditedArtistProcedure`
 * (worker/trpc/init.ts) only, after the procedure succeeded and before its
 * answer leaves: if this write fails, the data is not sent.
 */
export async function recordAudit(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  e: { actor: string; action: AuditAction; target: string | null },
) {
  await deps.db
    .insert(auditLog)
    .values({ id: deps.random.id(), actor: e.actor, action: e.action, target: e.target, createdAt: deps.clock.now() });
}

/** The actor of a shared-password panel is its session: the first 12 hex of the session id (itself a hash of the cookie). */
export const auditActor = (sessionId: string) => `sessao-${sessionId.slice(0, 12)}`;

export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  /** The voter's name and coupon for voter actions; for exports a keyed hash of the search (never its text). */
  target: string | null;
}

/** The newest audit entries, for the panel. */
export async function listAuditLog(deps: Pick<AppDeps, 'db' | 'config'>, { limit = 100 }: { limit?: number } = {}): Promise<AuditEntry[]> {
  const rows = await deps.db
    .select({
      at: auditLog.createdAt,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      name: tshirtPollVotes.participantName,
      nameSealed: tshirtPollVotes.nameSealed,
      coupon: tshirtPollVotes.raffleCoupon,
    })
    .from(auditLog)
    .leftJoin(tshirtPollVotes, eq(tshirtPollVotes.id, auditLog.target))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action as AuditAction,
    target: r.name ? `${openVoterName(deps.config, r.name, r.nameSealed ?? false)} (${r.coupon})` : r.target,
  }));
}
