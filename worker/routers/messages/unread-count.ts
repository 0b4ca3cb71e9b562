import { unreadMessages } from '../../services/messages/unread-count';
import { memberProcedure } from '../../trpc/init';

export const unreadCount = memberProcedure.query(({ ctx }) => unreadMessages(ctx.deps, { userId: ctx.session.userId }));
