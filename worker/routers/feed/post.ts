import { postIdInput } from '../../contracts/feed';
import { getPost } from '../../services/feed/get-post';
import { memberProcedure } from '../../trpc/init';

export const post = memberProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.deps, { viewerId: ctx.session.userId, postId: input.postId }));
