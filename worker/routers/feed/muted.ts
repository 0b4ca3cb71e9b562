import { listMuted } from '../../services/feed/mute-member';
import { memberProcedure } from '../../trpc/init';

export const muted = memberProcedure.query(({ ctx }) => listMuted(ctx.deps, { userId: ctx.session.userId }));
