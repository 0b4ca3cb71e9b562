import { memberIdInput, removeItemInput, reportedItemInput, suspendInput } from '../../contracts/moderation';
import { auditActor, recordAudit, type AuditAction } from '../../services/artist/record-audit';
import { dismissReports } from '../../services/moderation/dismiss-reports';
import { countOpenReports, listReportQueue } from '../../services/moderation/list-report-queue';
import { removeItem } from '../../services/moderation/remove-item';
import { suspendMember } from '../../services/moderation/suspend-member';
import { listSuspended, unsuspendMember } from '../../services/moderation/unsuspend-member';
import { warnMember } from '../../services/moderation/warn-member';
import { artistProcedure } from '../../trpc/init';

const PANEL = { kind: 'painel' } as const;

/** A panel moderation action: once it succeeds it is written to the audit log (the item, or the member). */
const audited = (action: AuditAction) =>
  artistProcedure.use(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    if (result.ok) {
      const raw = (await getRawInput()) as { targetType?: string; targetId?: string; memberId?: string };
      const target = raw.memberId ? `member:${raw.memberId}` : `${raw.targetType}:${raw.targetId}`;
      await recordAudit(ctx.deps, { actor: auditActor(ctx.artist.sessionId), action, target });
    }
    return result;
  });

export const reports = artistProcedure.query(({ ctx }) => listReportQueue(ctx.deps));
export const reportCount = artistProcedure.query(({ ctx }) => countOpenReports(ctx.deps));
export const suspended = artistProcedure.query(({ ctx }) => listSuspended(ctx.deps));
export const removeReported = audited('moderation_remove')
  .input(removeItemInput)
  .mutation(({ ctx, input }) => removeItem(ctx.deps, { target: input, actor: PANEL, origin: ctx.req.origin }));
export const warn = audited('moderation_warn')
  .input(reportedItemInput)
  .mutation(({ ctx, input }) => warnMember(ctx.deps, { target: input, actor: PANEL }));
export const dismiss = audited('moderation_dismiss')
  .input(reportedItemInput)
  .mutation(({ ctx, input }) => dismissReports(ctx.deps, { target: input, actor: PANEL }));
export const suspend = audited('moderation_suspend')
  .input(suspendInput)
  .mutation(({ ctx, input }) => suspendMember(ctx.deps, { suspend: input, actor: PANEL }));
export const unsuspend = audited('moderation_unsuspend')
  .input(memberIdInput)
  .mutation(({ ctx, input }) => unsuspendMember(ctx.deps, { memberId: input.memberId, actor: PANEL }));
