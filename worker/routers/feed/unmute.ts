import { muteInput } from '../../contracts/feed-controls';
import { unmuteMember } from '../../services/feed/mute-member';
import { memberWriteProcedure } from '../../trpc/init';

export const unmute = memberWriteProcedure('mute')
  .input(muteInput)
  .mutation(({ ctx, input }) => unmuteMember(ctx.deps, { ...input, userId: ctx.session.userId }));
