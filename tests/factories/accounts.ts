import type { SignUpInput } from '../../worker/contracts/auth';

let seq = 0;

/** A valid sign-up form, unique per call (username and e-mail). */
export function signUpForm(over: Partial<SignUpInput> = {}): SignUpInput {
  const n = `${++seq}${Math.floor(Math.random() * 1e6)}`;
  return {
    email: `fa${n}@exemplo.com.br`,
    password: 'batidao-do-mito-2024',
    username: `fa_${n}`.slice(0, 20),
    displayName: `Fã ${n}`,
    whatsapp: '+55 (11) 98765-4321',
    ...over,
  };
}

/** The `name=value` of the member cookie a response set (what the browser sends next), or null. */
export function sessionCookieFrom(resHeaders: Headers): string | null {
  const last = resHeaders.getSetCookie().at(-1);
  if (!last) return null;
  const pair = last.split(';')[0]!;
  return pair.endsWith('=') ? null : pair;
}

export const cookieHeaders = (cookie: string) => new Headers({ cookie });
