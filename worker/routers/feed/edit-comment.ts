import { editCommentInput } from '../../contracts/edits';
import { editComment as editCommentService } from '../../services/feed/edit-comment';
import { confirmedWriteProcedure } from '../../trpc/init';

export const editComment = confirmedWriteProcedure('edit')
  .input(editCommentInput)
  .mutation(({ ctx, input }) => editCommentService(ctx.deps, { userId: ctx.session.userId, edit: input }));
