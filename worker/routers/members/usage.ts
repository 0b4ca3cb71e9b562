import { getUsage } from '../../services/members/get-usage';
import { memberProcedure } from '../../trpc/init';

/** The usage-limits panel on /feed: today's posts against the tier's limits. */
export const usage = memberProcedure.query(({ ctx }) => getUsage(ctx.deps, { userId: ctx.session.userId }));
