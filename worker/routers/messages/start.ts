import { startConversationInput } from '../../contracts/messages';
import { startConversation } from '../../services/messages/start-conversation';
import { confirmedWriteProcedure } from '../../trpc/init';

export const start = confirmedWriteProcedure('conversation')
  .meta({ audience: 'member-plan' })
  .input(startConversationInput)
  .mutation(({ ctx, input }) => startConversation(ctx.deps, { userId: ctx.session.userId, ...input }));
