import type { AppDeps } from '../../../adapters/deps';
import { issueToken, voidTokens } from '../../mail/one-time-tokens';
import { sendMailLater } from '../../mail/send-later';
import { emailConfirmMail } from '../../mail/templates/email-confirm';

/** The page that spends the token (web/routes/confirmar-email.tsx). */
const CONFIRM_EMAIL_PAGE = '/confirmar-email';

/**
 * A fresh confirmation link for the member, e-mailed after the answer. Earlier unused links stop
 * working, so only the newest message in the inbox opens the account.
 */
export async function sendConfirmationLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'mail' | 'defer' | 'logger'>,
  input: { userId: string; email: string; displayName: string; origin: string },
): Promise<void> {
  await voidTokens(deps, { purpose: 'email_confirm', userId: input.userId });
  const token = await issueToken(deps, { purpose: 'email_confirm', userId: input.userId });
  const url = `${input.origin}${CONFIRM_EMAIL_PAGE}?token=${token}`;
  sendMailLater(deps, emailConfirmMail({ to: input.email, displayName: input.displayName, url }));
}
