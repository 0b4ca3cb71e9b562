import { reports } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ReportInput } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { findVisibleItem } from './internal/reported-item';

/**
 * 'Denunciar': one report per member and item (the table's unique index holds it). A member
 * reports only what they can see: a post or comment still shown, a message of a conversation
 * they take part in, another member. Anything else reads as not found.
 */
export async function reportItem(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, input: { userId: string; report: ReportInput }) {
  const { targetType, targetId, reason } = input.report;
  const item = await findVisibleItem(deps, { targetType, targetId, viewerId: input.userId });
  if (!item) throw new AppError('REPORT_TARGET_NOT_FOUND');
  if (item.authorId === input.userId) throw new AppError('REPORT_SELF');
  const details = reason === 'other' ? (input.report.details ?? null) : null;
  const inserted = await deps.db
    .insert(reports)
    .values({
      id: deps.random.id(),
      reporterId: input.userId,
      targetType,
      targetId,
      targetAuthorId: item.authorId,
      reason,
      details,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .run();
  if (inserted.rowsAffected !== 1) throw new AppError('REPORT_DUPLICATE');
  return { reported: true as const };
}
