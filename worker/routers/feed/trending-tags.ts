import { trendingTags as trendingTagsService } from '../../services/feed/popular-tags';
import { memberProcedure } from '../../trpc/init';

export const trendingTags = memberProcedure.query(({ ctx }) => trendingTagsService(ctx.deps));
