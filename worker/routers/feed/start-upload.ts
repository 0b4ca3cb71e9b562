import { startUploadInput } from '../../contracts/media';
import { startPostUpload } from '../../services/media/start-upload';
import { memberWriteProcedure } from '../../trpc/init';

export const startUpload = memberWriteProcedure('upload')
  .meta({ audience: 'member-plan' })
  .input(startUploadInput)
  .mutation(({ ctx, input }) => startPostUpload(ctx.deps, { userId: ctx.session.userId, ...input }));
