import { countFirstBatch } from '../../services/shop/count-first-batch';
import { publicProcedure } from '../../trpc/init';

/** The same count as GET /api/shop/first-batch, uncached (for callers that need it fresh). */
export const firstBatch = publicProcedure.query(({ ctx }) => countFirstBatch(ctx.deps));
