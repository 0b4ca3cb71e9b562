import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { whatsappDigits } from '../../contracts/auth';
import type { UpdateSettingsInput } from '../../contracts/members';
import { isReservedName } from '../../contracts/reserved-names';
import { sealWhatsapp } from '../auth/internal/whatsapp-seal';
import { refuseArtistNames } from './artist-names';

/** Settings page: display name (not one that reads as the artist's, unless this is the artist's account), WhatsApp (when sent; sealed again on every change) and the privacy choices when sent. */
export async function updateSettings(deps: Pick<AppDeps, 'db' | 'config'>, req: { userId: string; input: UpdateSettingsInput }) {
  if (isReservedName(req.input.displayName, deps.config.ARTIST_USERNAME)) {
    // Only then is the member's username needed: the artist's own account keeps the artist's name.
    const [row] = await deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, req.userId)).limit(1);
    refuseArtistNames(deps.config, { username: row?.username ?? '', names: [req.input.displayName] });
  }
  await deps.db
    .update(profiles)
    .set({
      displayName: req.input.displayName.trim(),
      ...(req.input.whatsapp === undefined ? {} : sealWhatsapp(deps.config, whatsappDigits(req.input.whatsapp))),
      ...(req.input.showOnline === undefined ? {} : { showOnline: req.input.showOnline }),
      ...(req.input.whoCanMessage === undefined ? {} : { whoCanMessage: req.input.whoCanMessage }),
    })
    .where(eq(profiles.userId, req.userId));
  return { ok: true as const };
}
