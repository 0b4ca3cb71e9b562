import { panelUnlockCode } from '../../lib/panel-unlock-code';
import { artistProcedure } from '../../trpc/init';

/** Whether the artist-panel cookie is still valid, and until when. */
export const session = artistProcedure.query(({ ctx }) => ({ expiresAt: ctx.artist.expiresAt.toISOString() }));

/** The code a new browser of the artist types with the password while strangers' guesses hold new browsers (docs/decisions/0023). */
export const unlockCode = artistProcedure.query(({ ctx }) => {
  const { code, validUntil } = panelUnlockCode(ctx.deps.config.SESSION_SECRET, ctx.deps.clock.now());
  return { code, validUntil: validUntil.toISOString() };
});
