import { muteInput } from '../../contracts/feed-controls';
import { muteMember } from '../../services/feed/mute-member';
import { memberWriteProcedure } from '../../trpc/init';

export const mute = memberWriteProcedure('mute')
  .input(muteInput)
  .mutation(({ ctx, input }) => muteMember(ctx.deps, { ...input, userId: ctx.session.userId }));
