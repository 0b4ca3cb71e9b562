import { postIdInput } from '../../contracts/feed';
import { sharedPost as readSharedPost } from '../../services/feed/shared-post';
import { publicProcedure } from '../../trpc/init';

/** /post/{id} for a visitor without a session: the post read-only, an exclusive one as its teaser. */
export const sharedPost = publicProcedure.input(postIdInput).query(({ ctx, input }) => readSharedPost(ctx.deps, input));
