import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ArtistAccessView } from '../../contracts/messages';
import { isArtistUsername } from '../members/artist-names';
import { memberRights } from '../members/rights';

/** What the 'Falar com o MC Mito' card shows this member: the button (Ouro), the plan it needs, or nothing (the artist's own account). */
export async function artistAccess(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { userId }: { userId: string },
): Promise<ArtistAccessView> {
  const [me, rights] = await Promise.all([
    deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId)).get(),
    memberRights(deps, { userId }),
  ]);
  if (me && isArtistUsername(deps.config, me.username)) return { state: 'self' };
  return { state: rights.directArtistAccess ? 'allowed' : 'ouro_only' };
}
