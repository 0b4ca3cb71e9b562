import { postIdInput } from '../../contracts/feed';
import { listComments } from '../../services/feed/list-comments';
import { memberProcedure } from '../../trpc/init';

export const comments = memberProcedure
  .input(postIdInput)
  .query(({ ctx, input }) => listComments(ctx.deps, { viewerId: ctx.session.userId, postId: input.postId }));
