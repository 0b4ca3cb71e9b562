import { realtimeGrant as realtimeGrantService } from '../../services/messages/realtime-grant';
import { memberProcedure } from '../../trpc/init';

export const realtimeGrant = memberProcedure.mutation(({ ctx }) => realtimeGrantService(ctx.deps, { userId: ctx.session.userId }));
