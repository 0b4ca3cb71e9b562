import { reactInput } from '../../contracts/feed';
import { startLockCheck } from '../../services/feed/visibility';
import { toggleReaction } from '../../services/feed/toggle-reaction';
import { memberWriteWithEarlyReads } from '../../trpc/init';

// An exclusive post's check starts beside the session read: the reaction stays at 2 round trips.
export const react = memberWriteWithEarlyReads(
  'reaction',
  (deps, who, raw) => {
    const parsed = reactInput.safeParse(raw);
    return parsed.success ? startLockCheck(deps, { who, of: { postId: parsed.data.postId } }) : null;
  },
  { confirmedEmail: false },
)
  .input(reactInput)
  .mutation(({ ctx, input }) => toggleReaction(ctx.deps, { userId: ctx.session.userId, react: input, lockCheck: ctx.early ?? undefined }));
