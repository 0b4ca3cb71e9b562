import { eq, sql } from 'drizzle-orm';
import { profiles, users, type EmailTokenPurpose } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { MailMessage } from '../../../adapters/mail/port';
import { issueToken, voidTokens } from '../../mail/one-time-tokens';
import { sendMailLater } from '../../mail/send-later';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'mail' | 'defer' | 'logger'>;

/**
 * The e-mailed link of 'Esqueci minha senha' and 'Entrar com link por e-mail': one read whether or not
 * the e-mail has an account; for a member, after the answer, their earlier links of this purpose are
 * voided, a new token is issued and the e-mail is sent. So neither the answer nor its time tells a
 * prober which addresses have accounts.
 */
export async function mailMemberLink(
  deps: Deps,
  input: {
    email: string;
    purpose: EmailTokenPurpose;
    mail: (o: { to: string; name: string; origin: string; token: string }) => MailMessage;
    origin: string;
  },
) {
  const [member] = await deps.db
    .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (!member) return;
  deps.defer(async () => {
    await voidTokens(deps, { purpose: input.purpose, userId: member.id });
    const token = await issueToken(deps, { purpose: input.purpose, userId: member.id });
    sendMailLater(deps, input.mail({ to: member.email, name: member.name ?? 'fã', origin: input.origin, token }));
  });
}
