import { commentInput } from '../../contracts/feed';
import { addComment } from '../../services/feed/add-comment';
import { postWriteProcedure } from '../../trpc/init';

export const comment = postWriteProcedure('comment', commentInput, ({ postId }) => ({ postId }), { confirmedEmail: true }).mutation(
  ({ ctx, input }) => addComment(ctx.deps, { userId: ctx.session.userId, comment: input, lockCheck: ctx.lockCheck }),
);
