import { nextLive } from '../../services/lives/next-live';
import { memberProcedure, router } from '../../trpc/init';

/** 'Próxima live' (/dashboard, /feed): every member asks; only tiers with lives get the live, and its link once it started. */
const next = memberProcedure.query(({ ctx }) => nextLive(ctx.deps, { userId: ctx.session.userId }));

export const livesRouter = router({ next });
