import { searchInput } from '../../contracts/search';
import { search as searchService } from '../../services/search/search';
import { memberProcedure } from '../../trpc/init';

// Limited per member and per address inside the service ('search' in contracts/limits.ts).
export const search = memberProcedure
  .input(searchInput)
  .query(({ ctx, input }) => searchService(ctx.deps, { userId: ctx.session.userId, ip: ctx.req.ip, search: input }));
