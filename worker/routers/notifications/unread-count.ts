import { countUnread } from '../../services/notifications/list-notifications';
import { memberProcedure } from '../../trpc/init';

export const unreadCount = memberProcedure.query(({ ctx }) => countUnread(ctx.deps, { userId: ctx.session.userId }));
