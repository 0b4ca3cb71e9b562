import { getSubscription } from '../../services/billing/get-subscription';
import { memberProcedure } from '../../trpc/init';

/** 'Atualizar Status' (check-subscription): re-reads what the webhooks wrote. */
export const checkSubscription = memberProcedure.mutation(({ ctx }) => getSubscription(ctx.deps, ctx.session.userId));
