import { sendMessageInput } from '../../contracts/messages';
import { sendMessage } from '../../services/messages/send-message';
import { confirmedWriteProcedure } from '../../trpc/init';

export const send = confirmedWriteProcedure('message')
  .meta({ failsAs: 'MESSAGE_SEND_FAILED' })
  .input(sendMessageInput)
  .mutation(({ ctx, input }) => sendMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
