import { startPlanInput } from '../../contracts/billing';
import { startPlan } from '../../services/billing/start-plan';
import { memberProcedure } from '../../trpc/init';

/** create-checkout: 'Começar Trial Grátis' → the hosted subscription checkout's URL. */
export const createCheckout = memberProcedure
  .meta({ failsAs: 'PAYMENT_FAILED' })
  .input(startPlanInput)
  .mutation(({ ctx, input }) => startPlan(ctx.deps, { userId: ctx.session.userId, tierId: input.tierId, origin: ctx.req.origin }));
