import { memberRights } from '../../services/members/rights';
import { memberProcedure } from '../../trpc/init';

/** What the signed-in member may do now (composer limits, DM size, lives). */
export const rights = memberProcedure.query(({ ctx }) => memberRights(ctx.deps, { userId: ctx.session.userId }));
