import { getBadge } from '../../services/members/custom-badge';
import { memberProcedure } from '../../trpc/init';

export const badge = memberProcedure.query(({ ctx }) => getBadge(ctx.deps, { userId: ctx.session.userId }));
