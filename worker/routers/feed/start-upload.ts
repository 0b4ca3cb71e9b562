import { startUploadInput } from '../../contracts/media';
import { startPostUpload } from '../../services/media/start-upload';
import { memberProcedure } from '../../trpc/init';

export const startUpload = memberProcedure
  .meta({ audience: 'member-plan' })
  .input(startUploadInput)
  .mutation(({ ctx, input }) => startPostUpload(ctx.deps, { userId: ctx.session.userId, ...input }));
