import { listFeedInput } from '../../contracts/feed';
import { listPosts } from '../../services/feed/list-posts';
import { memberProcedure } from '../../trpc/init';

export const list = memberProcedure.input(listFeedInput).query(({ ctx, input }) => listPosts(ctx.deps, { viewerId: ctx.session.userId, tab: input.tab, cursor: input.cursor }));
