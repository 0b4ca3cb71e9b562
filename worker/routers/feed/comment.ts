import { commentInput } from '../../contracts/feed';
import { addComment } from '../../services/feed/add-comment';
import { confirmedWriteProcedure } from '../../trpc/init';

export const comment = confirmedWriteProcedure('comment').input(commentInput).mutation(({ ctx, input }) => addComment(ctx.deps, { userId: ctx.session.userId, comment: input }));
