import { deleteCommentInput } from '../../contracts/edits';
import { deleteComment as deleteCommentService } from '../../services/feed/delete-comment';
import { memberWriteProcedure } from '../../trpc/init';

export const deleteComment = memberWriteProcedure('edit')
  .input(deleteCommentInput)
  .mutation(({ ctx, input }) => deleteCommentService(ctx.deps, { userId: ctx.session.userId, commentId: input.commentId }));
