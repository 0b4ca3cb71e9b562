import { z } from 'zod';
import { PASSWORD_HASH_PATTERN } from './lib/password';

/**
 * The only reader of configuration. Both entries hand their raw variables
 * (process.env or Worker bindings) to `parseConfig`; a missing or malformed
 * value stops start-up with a message naming it.
 */
const base64Key = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    // zod runs refinements even after the regex failed; atob throws on non-base64, which must stay a config error.
    .refine((v) => {
      try {
        return atob(v).length >= bytes;
      } catch {
        return false;
      }
    }, `must decode to at least ${bytes} bytes`);

const base64urlKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding')
    .refine((v) => Math.floor((v.length * 3) / 4) === bytes, `must decode to exactly ${bytes} bytes`);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const configFields = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Public origin of the site, e.g. https://mito.com.br (used for redirects and Origin checks). */
  APP_URL: optionalString.pipe(z.url().optional()),
  CPF_ENCRYPTION_KEY: base64Key(32),
  CPF_HMAC_KEY: base64Key(32),
  SESSION_SECRET: z.string().min(32),
  ARTIST_PASSWORD_HASH: z.string().regex(PASSWORD_HASH_PATTERN, 'must be scrypt$N$r$p$salt$hash (npm run artist:hash)'),
  ARTIST_USERNAME: z.string().min(1).default('mcmito'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Comma list of Checkout payment methods: card, pix, boleto. */
  STRIPE_PAYMENT_METHODS: z
    .string()
    .default('card')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['card', 'pix', 'boleto'])).min(1)),
  ABLY_API_KEY: optionalString,
  /** The sender of the site's e-mails (reset, confirmation links), e.g. `MC Mito <nao-responda@mcmito.com.br>`. */
  MAIL_FROM: z.string().min(3).default('MC Mito <nao-responda@mcmito.com.br>'),
  /** Resend's API key: the production e-mail provider (the sender's domain verified there). */
  RESEND_API_KEY: optionalString,
  /** Resend's API; tests point it at a local stand-in. */
  RESEND_BASE_URL: z.url().default('https://api.resend.com'),
  /** Cloudflare Turnstile: the public site key the widget shows, and the secret the server verifies its tokens with. */
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  /** Web Push (VAPID, RFC 8292): the uncompressed P-256 public key (65 bytes) and its private scalar (32 bytes), base64url. */
  VAPID_PUBLIC_KEY: optionalString.pipe(base64urlKey(65).optional()),
  VAPID_PRIVATE_KEY: optionalString.pipe(base64urlKey(32).optional()),
  /** The contact push services may write to about our pushes (`mailto:` or `https:`); default: APP_URL. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
  UPSTASH_REDIS_REST_URL: optionalString,
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  TURSO_DATABASE_URL: optionalString,
  TURSO_AUTH_TOKEN: optionalString,
  VIACEP_BASE_URL: z.url().default('https://viacep.com.br'),
  /** `viacep` asks the real service; `offline` answers from the recorded table (tests, no internet). */
  POSTAL_LOOKUP: z.enum(['viacep', 'offline']).default('viacep'),
  VOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  POLL_DURATION_DAYS: z.coerce.number().int().positive().default(7),
  /** Days after the raffle's last claim deadline before non-winners' name, CPF and contact data are deleted (0: at once). */
  RAFFLE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
});

/**
 * In production nothing falls back: the payment path needs its own Stripe secrets
 * (a fallback webhook secret would let anyone sign "paid" events), the human
 * check needs Turnstile (the local stand-in passes everyone), the
 * mutation origin check needs the public origin, and password-reset links
 * need a real e-mail provider (the in-isolate outbox reaches nobody), and pushes need the VAPID
 * keys browsers subscribed with (new keys would orphan every subscription). Outside production the entries
 * fill these with local stand-ins (generated secrets, the payment simulator).
 */
const PRODUCTION_REQUIRED = [
  'APP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'TURNSTILE_SITE_KEY',
  'TURNSTILE_SECRET_KEY',
  'RESEND_API_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

export const configSchema = configFields.superRefine((c, ctx) => {
  if (c.APP_ENV !== 'production') return;
  for (const key of PRODUCTION_REQUIRED) {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production (APP_ENV=production)' });
  }
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(raw: Record<string, unknown>): AppConfig {
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Node-only settings of the embedded default. */
export const nodeSettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  /** Set by `npm run dev`: the SPA is served by Vite, not from web/dist. */
  SERVE_WEB: z.enum(['dist', 'none']).default('dist'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Where the built SPA is (tests build into their own folder). */
  WEB_DIST_DIR: z.string().optional(),
});

export type NodeSettings = z.infer<typeof nodeSettingsSchema>;

export function parseNodeSettings(raw: Record<string, unknown>): NodeSettings {
  const result = nodeSettingsSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
