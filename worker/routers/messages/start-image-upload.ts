import { startImageUploadInput } from '../../contracts/media';
import { startMessageImageUpload } from '../../services/media/start-upload';
import { memberProcedure } from '../../trpc/init';

export const startImageUpload = memberProcedure
  .input(startImageUploadInput)
  .mutation(({ ctx, input }) => startMessageImageUpload(ctx.deps, { userId: ctx.session.userId, ...input }));
