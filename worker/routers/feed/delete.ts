import { postIdInput } from '../../contracts/feed';
import { deletePost } from '../../services/feed/delete-post';
import { memberProcedure } from '../../trpc/init';

export const remove = memberProcedure
  .input(postIdInput)
  .mutation(({ ctx, input }) => deletePost(ctx.deps, { userId: ctx.session.userId, postId: input.postId }));
