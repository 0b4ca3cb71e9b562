import { listNotifications } from '../../services/notifications/list-notifications';
import { memberProcedure } from '../../trpc/init';

export const list = memberProcedure.query(({ ctx }) => listNotifications(ctx.deps, { userId: ctx.session.userId }));
