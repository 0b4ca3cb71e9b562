import type { AppDeps } from '../../../adapters/deps';
import type { RateRule } from '../../../adapters/limits/port';
import { PASSWORD_RULES } from '../../../contracts/limits';
import { AppError, type AppErrorCode } from '../../../lib/app-error';
import { sha256HexSync } from '../../../lib/pii-seal';
import { waitText } from '../../../lib/wait-text';

type LimitDeps = Pick<AppDeps, 'rateLimiter'>;

/**
 * Closed when the limiter's store is down (LIMITS_UNAVAILABLE): reset links and password changes
 * are what a guesser wants, so they never run unlimited. Past a rule: the code's 429 with the wait.
 */
export async function countOrRefuse(deps: LimitDeps, key: string, rule: RateRule, code: AppErrorCode, text: string) {
  const decision = await deps.rateLimiter.limit(key, rule, { onStoreDown: 'closed' });
  if (!decision.allowed) {
    throw new AppError(code, `${text} Aguarde ${waitText(decision.retryAfterSeconds)} e tente novamente.`, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

/** 'Esqueci minha senha': per address, then per e-mail (the limiter store sees its hash, never the address). */
export async function limitResetRequest(deps: LimitDeps, { ip, email }: { ip: string; email: string }) {
  const text = 'Muitos pedidos de redefinição de senha.';
  await countOrRefuse(deps, `pwreset:req:ip:${ip}`, PASSWORD_RULES.resetRequestPerAddress, 'PASSWORD_RESET_RATE_LIMITED', text);
  await countOrRefuse(
    deps,
    `pwreset:req:email:${sha256HexSync(email)}`,
    PASSWORD_RULES.resetRequestPerEmail,
    'PASSWORD_RESET_RATE_LIMITED',
    text,
  );
}

/** A reset link followed (good or not), per address. */
export async function limitResetAttempt(deps: LimitDeps, { ip }: { ip: string }) {
  await countOrRefuse(
    deps,
    `pwreset:try:ip:${ip}`,
    PASSWORD_RULES.resetAttemptPerAddress,
    'PASSWORD_RESET_RATE_LIMITED',
    'Muitas tentativas de redefinir a senha.',
  );
}

/** 'Alterar Senha', per member, before the current password is checked. */
export async function limitPasswordChange(deps: LimitDeps, { userId }: { userId: string }) {
  await countOrRefuse(
    deps,
    `pwchange:member:${userId}`,
    PASSWORD_RULES.changePerMember,
    'PASSWORD_CHANGE_RATE_LIMITED',
    'Muitas tentativas de alterar a senha.',
  );
}
