import { editPostInput } from '../../contracts/edits';
import { editPost as editPostService } from '../../services/feed/edit-post';
import { confirmedWriteProcedure } from '../../trpc/init';

export const editPost = confirmedWriteProcedure('edit')
  .input(editPostInput)
  .mutation(({ ctx, input }) => editPostService(ctx.deps, { userId: ctx.session.userId, edit: input }));
