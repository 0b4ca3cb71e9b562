import { getDashboardStats, getVoteDistribution } from '../../services/artist/get-dashboard-stats';
import { getFunnel } from '../../services/artist/get-funnel';
import { countRefusedLogins } from '../../services/artist/refused-logins';
import { artistProcedure } from '../../trpc/init';

export const stats = artistProcedure.query(({ ctx }) => getDashboardStats(ctx.deps));
export const distribution = artistProcedure.query(({ ctx }) => getVoteDistribution(ctx.deps));
export const funnel = artistProcedure.query(({ ctx }) => getFunnel(ctx.deps));
export const refusedLogins = artistProcedure.query(({ ctx }) => countRefusedLogins(ctx.deps));
