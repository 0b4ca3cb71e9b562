import { listTiers } from '../../services/billing/list-tiers';
import { publicProcedure } from '../../trpc/init';

export const tiers = publicProcedure.query(({ ctx }) => listTiers(ctx.deps));
