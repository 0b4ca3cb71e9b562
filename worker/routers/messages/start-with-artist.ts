import { startArtistConversation } from '../../services/messages/start-artist-conversation';
import { confirmedWriteProcedure } from '../../trpc/init';

export const startWithArtist = confirmedWriteProcedure('conversation')
  .meta({ audience: 'member-plan' })
  .mutation(({ ctx }) => startArtistConversation(ctx.deps, { userId: ctx.session.userId }));
