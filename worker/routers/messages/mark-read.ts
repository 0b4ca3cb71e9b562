import { conversationInput } from '../../contracts/messages';
import { markRead as markReadService } from '../../services/messages/mark-read';
import { memberProcedure } from '../../trpc/init';

export const markRead = memberProcedure
  .input(conversationInput)
  .mutation(({ ctx, input }) => markReadService(ctx.deps, { userId: ctx.session.userId, ...input }));
