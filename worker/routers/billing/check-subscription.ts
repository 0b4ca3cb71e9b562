import { checkSubscription as checkSubscriptionService } from '../../services/billing/check-subscription';
import { memberProcedure } from '../../trpc/init';

/** 'Atualizar Status' (check-subscription): the provider's view through the webhook dispatcher, then the stored row. */
export const checkSubscription = memberProcedure.mutation(({ ctx }) => checkSubscriptionService(ctx.deps, { userId: ctx.session.userId }));
