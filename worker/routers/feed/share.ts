import { postIdInput } from '../../contracts/feed';
import { sharePost } from '../../services/feed/share-post';
import { memberWriteProcedure } from '../../trpc/init';

export const share = memberWriteProcedure('share')
  .input(postIdInput)
  .mutation(({ ctx, input }) => sharePost(ctx.deps, { userId: ctx.session.userId, postId: input.postId }));
