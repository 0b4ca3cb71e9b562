import { sendImageMessageInput } from '../../contracts/media';
import { sendImageMessage } from '../../services/messages/send-image-message';
import { memberWriteProcedure } from '../../trpc/init';

export const sendImage = memberWriteProcedure('message').input(sendImageMessageInput).mutation(({ ctx, input }) => sendImageMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
