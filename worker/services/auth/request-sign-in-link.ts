import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { SIGN_IN_LINK_REQUESTED, type RequestSignInLinkInput } from '../../contracts/auth';
import { issueToken, voidTokens } from '../mail/one-time-tokens';
import { sendMailLater } from '../mail/send-later';
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
  const [member] = await deps.db
    .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (member) {
    deps.defer(async () => {
      await voidTokens(deps, { purpose: 'sign_in', userId: member.id });
      const token = await issueToken(deps, { purpose: 'sign_in', userId: member.id });
      sendMailLater(deps, signInLinkMail({ to: member.email, name: member.name ?? 'fã', origin: req.origin, token }));
    });
  }
  return { message: SIGN_IN_LINK_REQUESTED };
}
