import { listMessagesInput } from '../../contracts/messages';
import { listMessages } from '../../services/messages/list-messages';
import { memberProcedure } from '../../trpc/init';

export const list = memberProcedure
  .input(listMessagesInput)
  .query(({ ctx, input }) => listMessages(ctx.deps, { userId: ctx.session.userId, ...input }));
