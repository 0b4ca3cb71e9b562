import { followPeopleInput } from '../../contracts/social';
import { listFollowPeople } from '../../services/social/list-follow-people';
import { memberProcedure } from '../../trpc/init';

export const people = memberProcedure
  .input(followPeopleInput)
  .query(({ ctx, input }) => listFollowPeople(ctx.deps, { viewerId: ctx.session.userId, ...input }));
