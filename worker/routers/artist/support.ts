import { supportReplyInput } from '../../contracts/support';
import { listSupportQueue } from '../../services/support/list-support-queue';
import { replySupportRequest } from '../../services/support/reply-support-request';
import { artistProcedure } from '../../trpc/init';
import { panelWriteProcedure } from '../../trpc/panel-write';

export const supportQueue = artistProcedure.query(({ ctx }) => listSupportQueue(ctx.deps));
export const replySupport = panelWriteProcedure('supportReply')
  .input(supportReplyInput)
  .mutation(({ ctx, input }) => replySupportRequest(ctx.deps, { ...input, origin: ctx.req.origin }));
