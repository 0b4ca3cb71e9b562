import { reactInput } from '../../contracts/feed';
import { toggleReaction } from '../../services/feed/toggle-reaction';
import { memberProcedure } from '../../trpc/init';

export const react = memberProcedure.input(reactInput).mutation(({ ctx, input }) => toggleReaction(ctx.deps, { userId: ctx.session.userId, react: input }));
