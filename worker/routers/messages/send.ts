import { sendMessageInput } from '../../contracts/messages';
import { sendMessage } from '../../services/messages/send-message';
import { memberProcedure } from '../../trpc/init';

export const send = memberProcedure
  .meta({ failsAs: 'MESSAGE_SEND_FAILED' })
  .input(sendMessageInput)
  .mutation(({ ctx, input }) => sendMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
