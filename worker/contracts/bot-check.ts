import * as z from 'zod/mini';

/** Where a person is asked to prove they are not a script; Turnstile's `action`, so its dashboard tells them apart. */
export type BotCheckAction = 'vote' | 'order' | 'sign-up' | 'sign-in';

/**
 * The human check's response token (Cloudflare Turnstile's widget) that a vote,
 * an order, a sign-up and a sign-in after a failure carry. Optional in the
 * schema: where no widget is configured nothing is sent, and the server decides
 * whether a missing token is refused.
 */
export const botCheckToken = z.optional(
  z.string().check(z.maxLength(2048, 'Não conseguimos confirmar que você é uma pessoa. Tente de novo.')),
);

/** What the public configuration (PATHS.publicConfig) tells the web: the widget's site key, or null when no widget is shown. */
export interface PublicConfig {
  botCheckSiteKey: string | null;
}
