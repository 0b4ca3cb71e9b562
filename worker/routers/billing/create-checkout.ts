import { startPlanInput } from '../../contracts/billing';
import { startPlan } from '../../services/billing/start-plan';
import { memberProcedure } from '../../trpc/init';

/** create-checkout: 'Começar Trial Grátis' → the hosted subscription checkout's URL. */
export const createCheckout = memberProcedure
  .input(startPlanInput)
  .mutation(({ ctx, input }) => startPlan(ctx.deps, ctx.session.userId, input.tierId, ctx.req.origin));
