import { sendImageMessageInput } from '../../contracts/media';
import { sendImageMessage } from '../../services/messages/send-image-message';
import { confirmedWriteProcedure } from '../../trpc/init';

export const sendImage = confirmedWriteProcedure('message')
  .input(sendImageMessageInput)
  .mutation(({ ctx, input }) => sendImageMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
