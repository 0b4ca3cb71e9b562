import { postIdInput } from '../../contracts/feed';
import { pinPost } from '../../services/feed/pin-post';
import { memberWriteProcedure } from '../../trpc/init';

export const pin = memberWriteProcedure('pin')
  .input(postIdInput)
  .mutation(({ ctx, input }) => pinPost(ctx.deps, { userId: ctx.session.userId, postId: input.postId }));
