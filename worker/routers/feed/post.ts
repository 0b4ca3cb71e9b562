import { postIdInput } from '../../contracts/feed';
import { getPost } from '../../services/feed/get-post';
import { memberQueryProcedure } from '../../trpc/init';

export const post = memberQueryProcedure
  .input(postIdInput)
  .query(({ ctx, input }) => getPost(ctx.deps, { viewerId: ctx.viewerId, postId: input.postId }));
