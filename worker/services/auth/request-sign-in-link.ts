import type { AppDeps } from '../../adapters/deps';
import { mailMemberLink } from './internal/mail-member-link';
import { SIGN_IN_LINK_REQUESTED, type RequestSignInLinkInput } from '../../contracts/auth';
import { signInLinkMail } from '../mail/templates/sign-in-link';
import { limitSignInLinkRequest } from './internal/limit-sign-in-link';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'mail' | 'defer' | 'logger'>;

/**
 * 'Entrar com link por e-mail', the way in that a lockout of the password never closes: whoever
 * reads the inbox signs in (sign-in-with-link.ts). Like 'Esqueci minha senha', the answer is one text
 * whether or not the e-mail has an account, both cases do the same work before it, and the token
 * and the e-mail follow the answer. A new link voids the member's earlier sign-in links.
 */
export async function requestSignInLink(
  deps: Deps,
  req: { input: RequestSignInLinkInput; ip: string; origin: string },
): Promise<{ message: string }> {
  const email = req.input.email.trim().toLowerCase();
  await limitSignInLinkRequest(deps, { ip: req.ip, email });
  await mailMemberLink(deps, { email, purpose: 'sign_in', mail: signInLinkMail, origin: req.origin });
  return { message: SIGN_IN_LINK_REQUESTED };
}
