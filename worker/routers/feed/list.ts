import { listFeedInput } from '../../contracts/feed';
import { listPosts } from '../../services/feed/list-posts';
import { memberQueryProcedure } from '../../trpc/init';

export const list = memberQueryProcedure.input(listFeedInput).query(({ ctx, input }) => listPosts(ctx.deps, { viewerId: ctx.viewerId, tab: input.tab, cursor: input.cursor }));
