import type { AppDeps } from '../../../adapters/deps';
import { PASSWORD_RULES } from '../../../contracts/limits';
import { sha256HexSync } from '../../../lib/pii-seal';
import { countOrRefuse } from './limit-password';

type LimitDeps = Pick<AppDeps, 'rateLimiter'>;

/**
 * 'Entrar com link por e-mail': per address (one machine probing many e-mails), then per e-mail (one
 * inbox flooded with links; the limiter store sees its hash). Its own keys, so a lockout of the
 * password never spends them. Closed when the store is down, like every sign-in limit.
 */
export async function limitSignInLinkRequest(deps: LimitDeps, { ip, email }: { ip: string; email: string }) {
  const text = 'Muitos pedidos de link para entrar.';
  await countOrRefuse(deps, `signinlink:req:ip:${ip}`, PASSWORD_RULES.signInLinkRequestPerAddress, 'SIGN_IN_LINK_RATE_LIMITED', text);
  await countOrRefuse(
    deps,
    `signinlink:req:email:${sha256HexSync(email)}`,
    PASSWORD_RULES.signInLinkRequestPerEmail,
    'SIGN_IN_LINK_RATE_LIMITED',
    text,
  );
}

/** A sign-in link followed (good or not), per address: no one guesses tokens. */
export async function limitSignInLinkAttempt(deps: LimitDeps, { ip }: { ip: string }) {
  await countOrRefuse(
    deps,
    `signinlink:try:ip:${ip}`,
    PASSWORD_RULES.signInLinkAttemptPerAddress,
    'SIGN_IN_LINK_RATE_LIMITED',
    'Muitas tentativas de entrar com link.',
  );
}
