import { getPollTally } from '../../services/poll/get-poll-tally';
import { publicProcedure } from '../../trpc/init';

export const current = publicProcedure.query(({ ctx }) => getPollTally(ctx.deps));
