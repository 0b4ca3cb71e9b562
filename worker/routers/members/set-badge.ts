import { setBadgeInput } from '../../contracts/custom-badge';
import { setBadge as setBadgeService } from '../../services/members/custom-badge';
import { memberWriteProcedure } from '../../trpc/init';

export const setBadge = memberWriteProcedure('profile')
  .input(setBadgeInput)
  .mutation(({ ctx, input }) => setBadgeService(ctx.deps, { userId: ctx.session.userId, input }));
