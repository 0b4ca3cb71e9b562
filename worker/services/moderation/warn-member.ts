import type { AppDeps } from '../../adapters/deps';
import { MODERATION_NOTICE, type ReportedItemInput } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { actionStatements, noticeStatement, publishNotice, type ModerationActor } from './internal/action-statements';
import { findItem } from './internal/reported-item';

/** 'Advertir': the item's author gets a 'moderation' notification; the item stays and its open reports are resolved. */
export async function warnMember(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger'>,
  input: { target: ReportedItemInput; actor: ModerationActor },
) {
  const item = await findItem(deps, input.target);
  if (!item) throw new AppError('MODERATION_TARGET_NOT_FOUND');
  const now = deps.clock.now();
  const notice = { id: deps.random.id(), userId: item.authorId, message: MODERATION_NOTICE.warn, now };
  await deps.db.batch([
    ...actionStatements(deps, {
      id: deps.random.id(),
      target: input.target,
      memberId: item.authorId,
      action: 'warn',
      now,
      actor: input.actor,
    }),
    noticeStatement(deps, notice),
  ]);
  publishNotice(deps, notice);
  return { warned: true as const };
}
