import type { AppDeps } from '../../adapters/deps';
import { hmacHex } from '../../lib/crypto';

/** What audit_log rows written before searches were hashed hold: the search in clear, `busca: "…"`. */
export const CLEAR_SEARCH_PREFIX = 'busca: "';

/**
 * How the audit log names the artist's free-text search of an export: a keyed hash (HMAC with
 * the server's key, so a CPF's digits cannot be found by trying them all), never the text, which
 * is often a fan's CPF digits, e-mail or name. The same search gives the same mark, so the log
 * still shows that two exports used the same search.
 */
export async function auditSearchTarget(deps: Pick<AppDeps, 'keys'>, q: string): Promise<string> {
  const text = q.trim().toLowerCase();
  if (text === '') return 'busca: (sem filtro)';
  return `busca #${(await hmacHex(deps.keys.cpfHmac, `audit-search:${text}`)).slice(0, 16)}`;
}
