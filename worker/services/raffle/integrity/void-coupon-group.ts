import { sql } from 'drizzle-orm';
import { auditLog, raffleFreezes, raffleVoids, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { RAFFLE_GROUND_LABELS, type RaffleVoidInput, type RaffleVoidResult } from '../../../contracts/raffle-integrity';
import { AppError } from '../../../lib/app-error';
import { openPii } from '../../../lib/pii-open';
import { couponVoidedMail } from '../../mail/templates/coupon-voided';
import { sendMailLater } from '../../mail/send-later';
import { currentGroups } from './get-raffle-integrity';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'random' | 'mail' | 'defer' | 'logger'>;

/**
 * 'Anular cupons': the group the artist saw (same id, same size, else RAFFLE_GROUP_CHANGED) leaves
 * the raffle before the freeze. One batch writes the void (ground, reason, count, who, when), marks
 * its coupons and adds the audit entry; every statement is conditioned on the list not being frozen
 * yet, and the freeze in turn re-reads when a void committed while it read (internal/freeze-raffle.ts),
 * so a voided coupon is never in the list whose hash is published. Each voter is e-mailed after the commit.
 */
export async function voidCouponGroup(deps: Deps, req: RaffleVoidInput & { actor: string }): Promise<RaffleVoidResult> {
  const found = await currentGroups(deps);
  if (found?.raffle.freeze) throw new AppError('RAFFLE_VOID_FROZEN');
  const group = found?.groups.find((g) => g.id === req.groupId);
  if (!found || !group || group.members.length !== req.couponCount) throw new AppError('RAFFLE_GROUP_CHANGED');

  const voidId = deps.random.id();
  const at = deps.clock.now().getTime();
  const pollId = found.raffle.pollId;
  const ids = JSON.stringify(group.members.map((m) => m.id));
  const made = sql`EXISTS (SELECT 1 FROM ${raffleVoids} WHERE id = ${voidId})`;
  const [inserted, voided] = await deps.db.batch([
    deps.db.run(sql`
      INSERT INTO ${raffleVoids} (id, poll_id, ground, reason, coupon_count, actor, voided_at)
      SELECT ${voidId}, ${pollId}, ${group.rule}, ${req.reason}, 0, ${req.actor}, ${at}
      WHERE NOT EXISTS (SELECT 1 FROM ${raffleFreezes} WHERE poll_id = ${pollId})`),
    // `void_id IS NULL`: a coupon another void took meanwhile stays that void's.
    deps.db.all<{ id: string; coupon: string; email: string }>(sql`
      UPDATE ${tshirtPollVotes} SET void_id = ${voidId}, updated_at = ${at}
      WHERE id IN (SELECT value FROM json_each(${ids})) AND void_id IS NULL AND purged_at IS NULL AND ${made}
      RETURNING id, raffle_coupon AS coupon, email_encrypted AS email`),
    deps.db.run(sql`
      UPDATE ${raffleVoids} SET coupon_count = (SELECT count(*) FROM ${tshirtPollVotes} WHERE void_id = ${voidId}) WHERE id = ${voidId}`),
    deps.db.run(sql`
      INSERT INTO ${auditLog} (id, actor, action, target, created_at)
      SELECT ${deps.random.id()}, ${req.actor}, 'raffle_void',
        coupon_count || ' cupons anulados (' || ${RAFFLE_GROUND_LABELS[group.rule]} || '). Motivo: ' || reason, ${at}
      FROM ${raffleVoids} WHERE id = ${voidId}`),
  ]);
  if (inserted.rowsAffected === 0) throw new AppError('RAFFLE_VOID_FROZEN');
  for (const v of voided)
    if (v.email)
      sendMailLater(
        deps,
        couponVoidedMail({
          to: openPii(deps.config, v.email),
          coupon: v.coupon,
          ground: RAFFLE_GROUND_LABELS[group.rule],
          reason: req.reason,
        }),
      );
  return { voided: voided.length };
}
