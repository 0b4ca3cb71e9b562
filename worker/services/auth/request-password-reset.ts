import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { PASSWORD_RESET_REQUESTED, type RequestPasswordResetInput } from '../../contracts/auth';
import { issueToken, voidTokens } from '../mail/one-time-tokens';
import { sendMailLater } from '../mail/send-later';
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
  const [member] = await deps.db
    .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (member) {
    deps.defer(async () => {
      await voidTokens(deps, { purpose: 'password_reset', userId: member.id });
      const token = await issueToken(deps, { purpose: 'password_reset', userId: member.id });
      sendMailLater(deps, passwordResetMail({ to: member.email, name: member.name ?? 'fã', origin: req.origin, token }));
    });
  }
  return { message: PASSWORD_RESET_REQUESTED };
}
