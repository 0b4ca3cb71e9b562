import { postIdInput } from '../../contracts/feed';
import { unpinPost } from '../../services/feed/pin-post';
import { memberWriteProcedure } from '../../trpc/init';

export const unpin = memberWriteProcedure('pin')
  .input(postIdInput)
  .mutation(({ ctx, input }) => unpinPost(ctx.deps, { userId: ctx.session.userId, postId: input.postId }));
