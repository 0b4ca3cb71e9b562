import { listFeedInput } from '../../contracts/feed';
import { listPosts } from '../../services/feed/list-posts';
import { memberQueryProcedure } from '../../trpc/init';
import { claimedSessionId } from '../../trpc/member-cookie';

// The viewer's mutes and blocks are read by the session the cookie claims, beside the session's own check.
export const list = memberQueryProcedure.input(listFeedInput).query(({ ctx, input }) =>
  listPosts(ctx.deps, {
    viewerId: ctx.viewerId,
    viewer: { sessionId: claimedSessionId(ctx) ?? '' },
    tab: input.tab,
    cursor: input.cursor,
  }),
);
