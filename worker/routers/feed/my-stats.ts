import { myStats as myStatsService } from '../../services/feed/my-stats';
import { memberProcedure } from '../../trpc/init';

export const myStats = memberProcedure.query(({ ctx }) => myStatsService(ctx.deps, { userId: ctx.session.userId }));
