import { removeItemInput, reportInput } from '../../contracts/moderation';
import { isArtistAccount, removeFromFeed } from '../../services/moderation/artist-account';
import { reportItem } from '../../services/moderation/report-item';
import { memberProcedure, memberWriteProcedure, router } from '../../trpc/init';

/** 'Denunciar' a post, comment, message or member. */
const report = memberWriteProcedure('report')
  .input(reportInput)
  .mutation(({ ctx, input }) => reportItem(ctx.deps, { userId: ctx.session.userId, report: input }));

/** 'Remover' from the feed: the artist's member account only. */
const remove = memberWriteProcedure('moderate')
  .input(removeItemInput)
  .mutation(({ ctx, input }) => removeFromFeed(ctx.deps, { userId: ctx.session.userId, target: input, origin: ctx.req.origin }));

/** Whether the signed-in member moderates from the feed (shows 'Remover'). */
const viewer = memberProcedure.query(async ({ ctx }) => ({ canModerate: await isArtistAccount(ctx.deps, { userId: ctx.session.userId }) }));

export const moderationRouter = router({ report, remove, viewer });
