import { artistProcedure } from '../../trpc/init';

/** Whether the artist-panel cookie is still valid, and until when. */
export const session = artistProcedure.query(({ ctx }) => ({ expiresAt: ctx.artist.expiresAt.toISOString() }));
