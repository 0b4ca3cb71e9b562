import { suggestions as suggestionsService } from '../../services/feed/suggestions';
import { memberProcedure } from '../../trpc/init';

export const suggestions = memberProcedure.query(({ ctx }) => suggestionsService(ctx.deps, { viewerId: ctx.session.userId }));
