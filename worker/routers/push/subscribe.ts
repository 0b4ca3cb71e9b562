import { pushSubscriptionInput } from '../../contracts/push';
import { subscribeDevice } from '../../services/push/subscribe-device';
import { memberWriteProcedure } from '../../trpc/init';

export const subscribe = memberWriteProcedure('pushSettings')
  .input(pushSubscriptionInput)
  .mutation(({ ctx, input }) => subscribeDevice(ctx.deps, { userId: ctx.session.userId, sessionId: ctx.session.sessionId, input }));
