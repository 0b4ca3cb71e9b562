import { pushEndpointInput } from '../../contracts/push';
import { unsubscribeDevice } from '../../services/push/subscribe-device';
import { memberWriteProcedure } from '../../trpc/init';

export const unsubscribe = memberWriteProcedure('pushSettings')
  .input(pushEndpointInput)
  .mutation(({ ctx, input }) => unsubscribeDevice(ctx.deps, { userId: ctx.session.userId, input }));
