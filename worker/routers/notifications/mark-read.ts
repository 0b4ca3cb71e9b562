import { markNotificationReadInput } from '../../contracts/notifications';
import { markNotificationRead } from '../../services/notifications/mark-read';
import { memberProcedure } from '../../trpc/init';

export const markRead = memberProcedure
  .input(markNotificationReadInput)
  .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, { userId: ctx.session.userId, ...input }));
