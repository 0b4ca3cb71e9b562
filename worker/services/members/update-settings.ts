import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { whatsappDigits } from '../../contracts/auth';
import type { UpdateSettingsInput } from '../../contracts/members';
import { sealWhatsapp } from '../auth/internal/whatsapp-seal';

/** Settings page: display name, WhatsApp (sealed again on every change) and the privacy choices when sent. */
export async function updateSettings(deps: Pick<AppDeps, 'db' | 'config'>, req: { userId: string; input: UpdateSettingsInput }) {
  await deps.db
    .update(profiles)
    .set({
      displayName: req.input.displayName.trim(),
      ...sealWhatsapp(deps.config, whatsappDigits(req.input.whatsapp)),
      ...(req.input.showOnline === undefined ? {} : { showOnline: req.input.showOnline }),
      ...(req.input.whoCanMessage === undefined ? {} : { whoCanMessage: req.input.whoCanMessage }),
    })
    .where(eq(profiles.userId, req.userId));
  return { ok: true as const };
}
