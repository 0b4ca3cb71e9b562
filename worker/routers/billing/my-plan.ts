import { getMyPlan } from '../../services/billing/get-subscription';
import { memberProcedure } from '../../trpc/init';

/** /meu-plano: subscription status and account data. */
export const myPlan = memberProcedure.query(({ ctx }) => getMyPlan(ctx.deps, { userId: ctx.session.userId }));
