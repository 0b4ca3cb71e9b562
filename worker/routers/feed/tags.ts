import { listTags } from '../../services/feed/list-tags';
import { memberProcedure } from '../../trpc/init';

export const tags = memberProcedure.query(({ ctx }) => listTags(ctx.deps));
