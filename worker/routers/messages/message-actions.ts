import { deleteMessageInput, reactMessageInput, sendVoiceMessageInput } from '../../contracts/messages';
import { startImageUploadInput } from '../../contracts/media';
import { startVoiceUpload as startVoiceUploadService } from '../../services/media/start-upload';
import { deleteMessage } from '../../services/messages/delete-message';
import { reactToMessage } from '../../services/messages/react-message';
import { sendVoiceMessage } from '../../services/messages/send-voice-message';
import { confirmedWriteProcedure, memberWriteProcedure } from '../../trpc/init';

/** 'Reagir' on a message (one per member: the same again removes it, another replaces it). */
export const react = confirmedWriteProcedure('reaction')
  .input(reactMessageInput)
  .mutation(({ ctx, input }) => reactToMessage(ctx.deps, { userId: ctx.session.userId, ...input }));

/** 'Apagar para mim' / 'Apagar para todos' (own message, within 15 minutes). */
export const remove = memberWriteProcedure('messageDelete')
  .input(deleteMessageInput)
  .mutation(({ ctx, input }) => deleteMessage(ctx.deps, { userId: ctx.session.userId, ...input }));

/** A voice message's upload ticket (Prata and Ouro). */
export const startVoiceUpload = memberWriteProcedure('upload')
  .input(startImageUploadInput)
  .mutation(({ ctx, input }) => startVoiceUploadService(ctx.deps, { userId: ctx.session.userId, ...input }));

export const sendVoice = confirmedWriteProcedure('message')
  .input(sendVoiceMessageInput)
  .mutation(({ ctx, input }) => sendVoiceMessage(ctx.deps, { userId: ctx.session.userId, ...input }));
