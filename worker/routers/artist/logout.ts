import { ARTIST_COOKIE, serializeCookie } from '../../lib/cookies';
import { signOutArtist } from '../../services/artist/sign-out-artist';
import { artistProcedure } from '../../trpc/init';

export const logout = artistProcedure.mutation(async ({ ctx }) => {
  await signOutArtist(ctx.deps, { sessionId: ctx.artist.sessionId });
  ctx.resHeaders.append(
    'Set-Cookie',
    serializeCookie(ARTIST_COOKIE, '', { maxAgeSeconds: 0, secure: ctx.req.origin.startsWith('https:') }),
  );
  return { ok: true as const };
});
