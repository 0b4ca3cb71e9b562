import { reactInput } from '../../contracts/feed';
import { toggleReaction } from '../../services/feed/toggle-reaction';
import { postWriteProcedure } from '../../trpc/init';

export const react = postWriteProcedure('reaction', reactInput, ({ postId }) => ({ postId }), { confirmedEmail: false }).mutation(
  ({ ctx, input }) => toggleReaction(ctx.deps, { userId: ctx.session.userId, react: input, lockCheck: ctx.lockCheck }),
);
