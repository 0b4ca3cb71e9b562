import { parseConfig, type AppConfig } from '../../worker/env';

/** Fixed test secrets (never used outside tests). */
export const TEST_ARTIST_PASSWORD = 'senha-do-artista-teste';
// scrypt hash of TEST_ARTIST_PASSWORD, made with worker/lib/password.ts.
export const TEST_ARTIST_PASSWORD_HASH = 'scrypt$16384$8$1$pxcwlvpNLAnAvkFO7p3E2A==$gTC744mOw0RQteX0sf6xfEazeDCx/DaI/jQAD6Hmf2Y=';

export const TEST_WEBHOOK_SECRET = 'whsec_test_local_secret_for_tests_only';

/** A fixed VAPID pair for tests (pushes go only to the local push-service stand-in). */
export const TEST_VAPID_PUBLIC_KEY = 'BGLpxK3kzyVqXUqVOP7YXFqceCzIRfv6053kmZ2_9OuzChKZlhFAp2Ei-Iqv-nwGvzxTerywdiVEWZkEuu2fLxA';

export const TEST_VAPID_PRIVATE_KEY = 'cq4b78Zb90FMQjyelT-YzsNbmSoObBBJTJCeuMGmpRY';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return parseConfig({
    APP_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    CPF_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    CPF_HMAC_KEY: Buffer.alloc(32, 9).toString('base64'),
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    POSTAL_LOOKUP: 'offline',
    VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: 'mailto:testes@mcmito.com.br',
    ...overrides,
  });
}
