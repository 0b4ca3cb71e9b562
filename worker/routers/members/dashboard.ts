import { getDashboard } from '../../services/members/get-dashboard';
import { memberProcedure } from '../../trpc/init';

export const dashboard = memberProcedure.query(({ ctx }) => getDashboard(ctx.deps, { userId: ctx.session.userId }));
