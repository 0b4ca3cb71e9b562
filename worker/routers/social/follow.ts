import { memberHandleInput } from '../../contracts/social';
import { followMember, unfollowMember } from '../../services/social/follow-member';
import { memberWriteProcedure } from '../../trpc/init';

export const follow = memberWriteProcedure('follow')
  .input(memberHandleInput)
  .mutation(({ ctx, input }) => followMember(ctx.deps, { userId: ctx.session.userId, username: input.username }));

export const unfollow = memberWriteProcedure('follow')
  .input(memberHandleInput)
  .mutation(({ ctx, input }) => unfollowMember(ctx.deps, { userId: ctx.session.userId, username: input.username }));
