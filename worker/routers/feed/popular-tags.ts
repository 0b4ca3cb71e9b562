import { popularTags as popularTagsService } from '../../services/feed/popular-tags';
import { memberProcedure } from '../../trpc/init';

export const popularTags = memberProcedure.query(({ ctx }) => popularTagsService(ctx.deps));
