import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { SignUpInput } from '../../worker/contracts/auth';
import type { TestDeps } from '../setup/test-deps';
import { cookieHeaders, sessionCookieFrom, signUpForm } from './accounts';
import { linkFromMail } from './mailbox';

type T = Pick<TestDeps, 'deps' | 'caller' | 'background' | 'dataDir'>;
let ipSeq = 0;

/** The token of the newest confirmation link e-mailed to `email` (after the mail left: background idle). */
export async function confirmationTokenFor(t: T, email: string): Promise<string> {
  await t.background.idle();
  const link = linkFromMail(t.dataDir, email.trim().toLowerCase(), '/confirmar-email');
  if (!link) throw new Error(`no confirmation link was e-mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/**
 * Cadastrar as a person does it now: sign up (no session comes back), open the link the e-mail
 * holds in a browser with no session, and keep the session that link gives. Returns the member
 * signed in, e-mail confirmed.
 */
export async function signUpAndConfirm(t: T, over: Partial<SignUpInput> = {}, opts: { ip?: string } = {}) {
  const form = signUpForm(over);
  const ip = opts.ip ?? `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  await t.caller({ ip }).auth.signUp(form);
  const token = await confirmationTokenFor(t, form.email);
  const browser = t.caller({ ip });
  await browser.auth.confirmEmail({ token });
  const cookie = sessionCookieFrom(browser.ctx.resHeaders);
  if (!cookie) throw new Error('the confirmation link signed no one in');
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, form.email.trim().toLowerCase()));
  return { form, userId: user!.id, cookie, headers: cookieHeaders(cookie) };
}
