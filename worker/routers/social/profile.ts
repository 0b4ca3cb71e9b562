import { memberHandleInput } from '../../contracts/social';
import { getMemberProfile } from '../../services/social/get-member-profile';
import { memberQueryProcedure } from '../../trpc/init';
import { claimedSessionId } from '../../trpc/member-cookie';

// Whether the viewer follows or blocked the member is read by the session the cookie claims, beside the session's own check.
export const profile = memberQueryProcedure
  .input(memberHandleInput)
  .query(({ ctx, input }) =>
    getMemberProfile(ctx.deps, { viewerId: ctx.viewerId, viewer: { sessionId: claimedSessionId(ctx) ?? '' }, username: input.username }),
  );
