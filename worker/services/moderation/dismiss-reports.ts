import type { AppDeps } from '../../adapters/deps';
import type { ReportedItemInput } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { actionStatements, type ModerationActor } from './internal/action-statements';
import { findItem } from './internal/reported-item';

/** 'Ignorar': the item stays, its open reports are resolved and the decision goes to its history. Nobody is told. */
export async function dismissReports(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  input: { target: ReportedItemInput; actor: ModerationActor },
) {
  const item = await findItem(deps, input.target);
  if (!item) throw new AppError('MODERATION_TARGET_NOT_FOUND');
  await deps.db.batch(
    actionStatements(deps, {
      id: deps.random.id(),
      target: input.target,
      memberId: item.authorId,
      action: 'dismiss',
      now: deps.clock.now(),
      actor: input.actor,
    }),
  );
  return { dismissed: true as const };
}
