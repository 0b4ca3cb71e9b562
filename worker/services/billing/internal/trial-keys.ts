import { eq, inArray } from 'drizzle-orm';
import { profiles, trialUsages, users } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { decryptText, hmacHex } from '../../../lib/crypto';
import { inboxOf } from '../../../lib/email-normal';

export type TrialKey = { keyHash: string; kind: 'account' | 'email' | 'whatsapp' };

/**
 * Same person, same key: e-mail case and spaces, Gmail's dots and `+tags` (inboxOf), and the
 * WhatsApp mask or missing 55 do not make a new one.
 */
const typedEmail = (email: string) => email.trim().toLowerCase();
function normalisedWhatsapp(whatsapp: string): string | null {
  const d = whatsapp.replace(/\D/g, '');
  if (d.length < 10) return null;
  return d.length >= 12 && d.startsWith('55') ? d : `55${d}`;
}

/**
 * The keyed hashes (HMAC-SHA-256, the site's HMAC key with a "trial:" domain prefix)
 * that identify a person for the one-trial rule: the account, its e-mail and its WhatsApp.
 */
export async function trialKeysOf(deps: Pick<AppDeps, 'db' | 'keys'>, { userId }: { userId: string }): Promise<TrialKey[]> {
  const [row] = await deps.db
    .select({ email: users.email, whatsappSealed: profiles.whatsappSealed })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const hash = (kind: TrialKey['kind'], value: string) =>
    hmacHex(deps.keys.cpfHmac, `trial:${kind}:${value}`).then((keyHash) => ({ keyHash, kind }));
  const keys = [await hash('account', userId)];
  if (row) {
    keys.push(await hash('email', inboxOf(row.email)));
    // Keys written before Gmail addresses were folded hold the address as typed: it still counts.
    if (typedEmail(row.email) !== inboxOf(row.email)) keys.push(await hash('email', typedEmail(row.email)));
  }
  const phone = row?.whatsappSealed ? normalisedWhatsapp(await decryptText(deps.keys.pii, row.whatsappSealed)) : null;
  if (phone) keys.push(await hash('whatsapp', phone));
  return keys;
}

/** True when this account, its e-mail or its WhatsApp already had a trial. */
export async function hadTrial(deps: Pick<AppDeps, 'db'>, { keys }: { keys: TrialKey[] }): Promise<boolean> {
  const used = await deps.db
    .select({ keyHash: trialUsages.keyHash })
    .from(trialUsages)
    .where(
      inArray(
        trialUsages.keyHash,
        keys.map((k) => k.keyHash),
      ),
    )
    .limit(1);
  return used.length > 0;
}
