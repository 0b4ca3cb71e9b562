import { commentInput } from '../../contracts/feed';
import { addComment } from '../../services/feed/add-comment';
import { memberProcedure } from '../../trpc/init';

export const comment = memberProcedure.input(commentInput).mutation(({ ctx, input }) => addComment(ctx.deps, { userId: ctx.session.userId, comment: input }));
