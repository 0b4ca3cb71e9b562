import { parseConfig, type AppConfig } from '../../worker/env';

/**
 * The configuration of a bench that builds its own database: fixed keys (so a kept database
 * is readable by the next run), the offline postal table, and the artist's password hash given.
 */
export function benchConfig(artistPasswordHash: string): AppConfig {
  return parseConfig({
    APP_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    CPF_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    CPF_HMAC_KEY: Buffer.alloc(32, 5).toString('base64'),
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    ARTIST_PASSWORD_HASH: artistPasswordHash,
    POSTAL_LOOKUP: 'offline',
  });
}
