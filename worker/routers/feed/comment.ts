import { commentInput } from '../../contracts/feed';
import { addComment } from '../../services/feed/add-comment';
import { startLockCheck } from '../../services/feed/visibility';
import { memberWriteWithEarlyReads } from '../../trpc/init';

// An exclusive post's check starts beside the session read: the comment stays at 2 round trips.
export const comment = memberWriteWithEarlyReads(
  'comment',
  (deps, who, raw) => {
    const parsed = commentInput.safeParse(raw);
    return parsed.success ? startLockCheck(deps, { who, of: { postId: parsed.data.postId } }) : null;
  },
  { confirmedEmail: true },
)
  .input(commentInput)
  .mutation(({ ctx, input }) => addComment(ctx.deps, { userId: ctx.session.userId, comment: input, lockCheck: ctx.early ?? undefined }));
