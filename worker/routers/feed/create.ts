import { createPostInput } from '../../contracts/feed';
import { createPost } from '../../services/feed/create-post';
import { memberWriteProcedure } from '../../trpc/init';

export const create = memberWriteProcedure('post')
  .meta({ audience: 'member-plan' })
  .input(createPostInput)
  .mutation(({ ctx, input }) => createPost(ctx.deps, { userId: ctx.session.userId, post: input }));
