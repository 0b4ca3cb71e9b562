import type { AppDeps } from '../../adapters/deps';
import type { MailMessage } from '../../adapters/mail/port';
import { errorFields } from '../../lib/error-fields';

/** Waits between attempts: a provider's brief hiccup passes, and the whole run fits in a Worker's `waitUntil`. */
const MAIL_RETRY_DELAYS_MS = [500, 2_000, 5_000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure the adapter marks `permanent` (the provider refused this message) is not tried again. */
const isPermanent = (e: unknown) => typeof e === 'object' && e !== null && (e as { permanent?: unknown }).permanent === true;

/**
 * Sends `message` after this request's answer (so after its commit; `waitUntil` on Workers),
 * trying again on failure (not after a permanent refusal). The log names the kind of message and the failure, never the
 * address or the text (they are personal data and may hold a token).
 */
export function sendMailLater(
  deps: Pick<AppDeps, 'mail' | 'defer' | 'logger'>,
  message: MailMessage,
  delays: readonly number[] = MAIL_RETRY_DELAYS_MS,
): void {
  deps.defer(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await deps.mail.send(message);
        return;
      } catch (e) {
        const wait = isPermanent(e) ? undefined : delays[attempt];
        if (wait === undefined) {
          deps.logger.error('mail not sent', { kind: message.kind, attempts: attempt + 1, ...errorFields(e) });
          return;
        }
        deps.logger.warn('mail attempt failed', { kind: message.kind, attempt: attempt + 1, ...errorFields(e) });
        await pause(wait);
      }
    }
  });
}
