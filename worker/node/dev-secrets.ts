import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../lib/password';
import { ensurePrivateDir } from './private-files';
import { generateVapidKeys } from './vapid-keys';

export interface DevSecrets {
  CPF_ENCRYPTION_KEY: string;
  CPF_HMAC_KEY: string;
  SESSION_SECRET: string;
  ARTIST_PASSWORD_HASH: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** Web Push keys: browsers subscribe with the public one, so they are kept like the others. */
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  /** Only for development: the artist-panel password whose hash is above. */
  ARTIST_PASSWORD_DEV: string;
}

/**
 * Outside production, secrets the environment does not set are generated once
 * into DATA_DIR/dev-secrets.json (ignored by git) and reused on later starts.
 */
export async function loadOrCreateDevSecrets(dataDir: string): Promise<DevSecrets> {
  const file = join(dataDir, 'dev-secrets.json');
  ensurePrivateDir(dataDir);
  if (existsSync(file)) {
    // A file written before it was made owner-only is tightened on the next start.
    chmodSync(file, 0o600);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as DevSecrets;
    // A file from before Web Push gets its keys once, then keeps them.
    if (kept.VAPID_PUBLIC_KEY && kept.VAPID_PRIVATE_KEY) return kept;
    const vapid = generateVapidKeys();
    const filled = { ...kept, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    writeFileSync(file, JSON.stringify(filled, null, 2), { mode: 0o600 });
    return filled;
  }
  const vapid = generateVapidKeys();
  const artistPassword = randomBytes(9).toString('base64url');
  const secrets: DevSecrets = {
    CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    CPF_HMAC_KEY: randomBytes(32).toString('base64'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ARTIST_PASSWORD_HASH: await hashPassword(artistPassword),
    STRIPE_WEBHOOK_SECRET: `whsec_local_${randomBytes(24).toString('hex')}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ARTIST_PASSWORD_DEV: artistPassword,
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
