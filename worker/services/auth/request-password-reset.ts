import type { AppDeps } from '../../adapters/deps';
import { mailMemberLink } from './internal/mail-member-link';
import { PASSWORD_RESET_REQUESTED, type RequestPasswordResetInput } from '../../contracts/auth';
import { passwordResetMail } from '../mail/templates/password-reset';
import { limitResetRequest } from './internal/limit-password';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'mail' | 'defer' | 'logger'>;

/**
 * 'Esqueci minha senha'. The answer is the same text whether or not the e-mail has an account,
 * and both cases do the same work before it (the limits and one read): the new token, the voiding
 * of older ones and the e-mail happen after the answer, so neither the text nor the time tells a
 * prober which addresses have accounts. A new link voids the member's earlier ones.
 */
export async function requestPasswordReset(
  deps: Deps,
  req: { input: RequestPasswordResetInput; ip: string; origin: string },
): Promise<{ message: string }> {
  const email = req.input.email.trim().toLowerCase();
  await limitResetRequest(deps, { ip: req.ip, email });
  await mailMemberLink(deps, { email, purpose: 'password_reset', mail: passwordResetMail, origin: req.origin });
  return { message: PASSWORD_RESET_REQUESTED };
}
