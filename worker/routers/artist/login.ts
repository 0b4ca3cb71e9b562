import { artistLoginInput } from '../../contracts/artist';
import { ARTIST_COOKIE, ARTIST_DEVICE_COOKIE, serializeCookie } from '../../lib/cookies';
import { ARTIST_SESSION_HOURS, authenticateArtist } from '../../services/artist/authenticate-artist';
import { indexAllPendingVotes } from '../../services/artist/index-pending-votes';
import { sealLegacyVoterNames } from '../../services/artist/seal-legacy-voter-names';
import { readTrustedDevice, setTrustedDevice } from '../../trpc/device-cookie';
import { publicProcedure } from '../../trpc/init';

const SIGN_IN_INDEX_BATCHES = 10;

/** The token goes only into the httpOnly cookie; the browser learns the expiry, to know when to show the login again. */
export const login = publicProcedure
  .meta({ failsAs: 'ARTIST_AUTH_FAILED' })
  .input(artistLoginInput)
  .mutation(async ({ ctx, input }) => {
    const { token, expiresAt, trustedDevice } = await authenticateArtist(ctx.deps, {
      login: input,
      ip: ctx.req.ip,
      trustedDevice: readTrustedDevice(ctx, ARTIST_DEVICE_COOKIE),
    });
    ctx.resHeaders.append(
      'Set-Cookie',
      serializeCookie(ARTIST_COOKIE, token, { maxAgeSeconds: ARTIST_SESSION_HOURS * 3600, secure: ctx.req.origin.startsWith('https:') }),
    );
    setTrustedDevice(ctx, ARTIST_DEVICE_COOKIE, trustedDevice);
    await sealLegacyVoterNames(ctx.deps);
    // The panel opens on a current index: whatever the indexer has not reached yet (bounded, so a burst cannot hold the sign-in).
    await indexAllPendingVotes(ctx.deps, { maxBatches: SIGN_IN_INDEX_BATCHES });
    return { expiresAt: expiresAt.toISOString() };
  });
