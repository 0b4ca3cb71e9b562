import { memberPostsInput } from '../../contracts/social';
import { listPosts } from '../../services/feed/list-posts';
import { memberQueryProcedure } from '../../trpc/init';
import { claimedSessionId } from '../../trpc/member-cookie';

// The feed's own read, narrowed to one author: exclusive posts, removals, mutes and blocks as in feed.list.
export const posts = memberQueryProcedure.input(memberPostsInput).query(({ ctx, input }) =>
  listPosts(ctx.deps, {
    viewerId: ctx.viewerId,
    viewer: { sessionId: claimedSessionId(ctx) ?? '' },
    author: input.username,
    cursor: input.cursor,
  }),
);
