import { uploadIdInput } from '../../contracts/media';
import { discardUpload as discardUploadService } from '../../services/media/start-upload';
import { memberProcedure } from '../../trpc/init';

export const discardUpload = memberProcedure
  .input(uploadIdInput)
  .mutation(({ ctx, input }) => discardUploadService(ctx.deps, { userId: ctx.session.userId, uploadId: input.uploadId }));
