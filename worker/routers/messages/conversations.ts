import { listConversations } from '../../services/messages/list-conversations';
import { memberProcedure } from '../../trpc/init';

export const conversations = memberProcedure.query(({ ctx }) => listConversations(ctx.deps, { userId: ctx.session.userId }));
