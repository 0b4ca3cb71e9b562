import { startImageUploadInput } from '../../contracts/media';
import { startMessageImageUpload } from '../../services/media/start-upload';
import { memberWriteProcedure } from '../../trpc/init';

export const startImageUpload = memberWriteProcedure('upload')
  .input(startImageUploadInput)
  .mutation(({ ctx, input }) => startMessageImageUpload(ctx.deps, { userId: ctx.session.userId, ...input }));
