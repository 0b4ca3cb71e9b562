import { markAllNotificationsRead } from '../../services/notifications/mark-read';
import { memberProcedure } from '../../trpc/init';

export const markAllRead = memberProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, { userId: ctx.session.userId }));
