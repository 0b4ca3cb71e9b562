import { reactInput } from '../../contracts/feed';
import { toggleReaction } from '../../services/feed/toggle-reaction';
import { memberWriteProcedure } from '../../trpc/init';

export const react = memberWriteProcedure('reaction').input(reactInput).mutation(({ ctx, input }) => toggleReaction(ctx.deps, { userId: ctx.session.userId, react: input }));
