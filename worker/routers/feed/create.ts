import { createPostInput } from '../../contracts/feed';
import { createPost, startPostReads } from '../../services/feed/create-post';
import { memberWriteWithEarlyReads } from '../../trpc/init';

// The rights and uploads reads start beside the session read: 2 sequential round trips in all.
export const create = memberWriteWithEarlyReads(
  'post',
  (deps, who, raw) => {
    const parsed = createPostInput.safeParse(raw);
    return parsed.success ? startPostReads(deps, { who, post: parsed.data }) : null;
  },
  { confirmedEmail: true },
)
  .meta({ audience: 'member-plan' })
  .input(createPostInput)
  // The early reads were started from the same raw input, parsed by the same schema.
  .mutation(({ ctx, input }) =>
    createPost(ctx.deps, { userId: ctx.session.userId, ip: ctx.req.ip, post: input, reads: ctx.early ?? undefined }),
  );
