import { artistAccess as artistAccessService } from '../../services/messages/artist-access';
import { startArtistConversation } from '../../services/messages/start-artist-conversation';
import { confirmedWriteProcedure, memberProcedure } from '../../trpc/init';

/** Whether the member may use 'Falar com o MC Mito' (Ouro), and so what the card shows. */
export const artistAccess = memberProcedure.query(({ ctx }) => artistAccessService(ctx.deps, { userId: ctx.session.userId }));

/** 'Falar com o MC Mito': the direct chat with the artist's account; only Ouro members (ARTIST_ACCESS_OURO_ONLY otherwise). */
export const startWithArtist = confirmedWriteProcedure('conversation')
  .meta({ audience: 'member-plan' })
  .mutation(({ ctx }) => startArtistConversation(ctx.deps, { userId: ctx.session.userId }));
