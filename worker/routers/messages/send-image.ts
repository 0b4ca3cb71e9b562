import { sendImageMessageInput } from '../../contracts/media';
import { sendImageMessage } from '../../services/messages/send-image-message';
import { memberProcedure } from '../../trpc/init';

export const sendImage = memberProcedure.input(sendImageMessageInput).mutation(({ ctx, input }) => sendImageMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
