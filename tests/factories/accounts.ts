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

/** The `name=value` of the session cookie (member or panel) a response set last, as the browser sends it next; null if none or cleared. */
export function sessionCookieFrom(resHeaders: Headers): string | null {
  const last = resHeaders
    .getSetCookie()
    .filter((c) => !/^(__Host-)?mito_(artist_)?device=/.test(c))
    .at(-1);
  if (!last) return null;
  const pair = last.split(';')[0]!;
  return pair.endsWith('=') ? null : pair;
}

/** The token in a `name=value` cookie pair. */
export const cookieValue = (pair: string) => pair.slice(pair.indexOf('=') + 1);

export const cookieHeaders = (cookie: string) => new Headers({ cookie });

/** The `name=value` of the trusted-device mark a response set (member or panel), as the browser sends it next. */
export function deviceCookieFrom(resHeaders: Headers): string | null {
  const set = resHeaders.getSetCookie().find((c) => /^(__Host-)?mito_(artist_)?device=/.test(c));
  return set ? set.split(';')[0]! : null;
}
