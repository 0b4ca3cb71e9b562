import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { whatsappDigits } from '../../contracts/auth';
import type { UpdateSettingsInput } from '../../contracts/members';
import { isReservedName } from '../../contracts/reserved-names';
import { sealWhatsapp } from '../auth/whatsapp-seal';
import { refuseArtistNames } from './artist-names';
import { replaceMemberTerms } from '../search/write-terms';

/** Settings page: display name (not one that reads as the artist's, unless this is the artist's account), WhatsApp (when sent; sealed again on every change) and the privacy choices when sent. */
export async function updateSettings(deps: Pick<AppDeps, 'db' | 'config'>, req: { userId: string; input: UpdateSettingsInput }) {
  // The username: the artist's own account keeps the artist's name, and the member search indexes it beside the name.
  const [row] = await deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, req.userId)).limit(1);
  if (isReservedName(req.input.displayName, deps.config.ARTIST_USERNAME)) {
    refuseArtistNames(deps.config, { username: row?.username ?? '', names: [req.input.displayName] });
  }
  const update = deps.db
    .update(profiles)
    .set({
      displayName: req.input.displayName.trim(),
      ...(req.input.whatsapp === undefined ? {} : sealWhatsapp(deps.config, whatsappDigits(req.input.whatsapp))),
      ...(req.input.showOnline === undefined ? {} : { showOnline: req.input.showOnline }),
      ...(req.input.whoCanMessage === undefined ? {} : { whoCanMessage: req.input.whoCanMessage }),
    })
    .where(eq(profiles.userId, req.userId));
  // The member search finds them by the new name at once.
  await deps.db.batch([
    update,
    ...replaceMemberTerms(deps, { userId: req.userId, username: row?.username ?? '', displayName: req.input.displayName.trim() }),
  ]);
  return { ok: true as const };
}
