import { votePostPollInput } from '../../contracts/post-polls';
import { startLockCheck } from '../../services/feed/visibility';
import { votePostPoll } from '../../services/feed/vote-post-poll';
import { memberWriteWithEarlyReads } from '../../trpc/init';

// An exclusive post's check starts beside the session read.
export const votePoll = memberWriteWithEarlyReads(
  'pollVote',
  (deps, who, raw) => {
    const parsed = votePostPollInput.safeParse(raw);
    return parsed.success ? startLockCheck(deps, { who, of: { pollId: parsed.data.pollId } }) : null;
  },
  { confirmedEmail: false },
)
  .input(votePostPollInput)
  .mutation(({ ctx, input }) => votePostPoll(ctx.deps, { userId: ctx.session.userId, vote: input, lockCheck: ctx.early ?? undefined }));
