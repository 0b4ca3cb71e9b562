import type { AppDeps } from '../../../adapters/deps';
import { rateLimitSubject } from '../../../lib/client-network';
import { hmacHex } from '../../../lib/crypto';

/**
 * The network a first-batch hold is counted against, as a keyed hash: the
 * address itself is never stored. IPv6 counts by its /64, as the rate limits do.
 */
export async function holdAddressHash(deps: Pick<AppDeps, 'keys'>, { ip }: { ip: string }): Promise<string> {
  return hmacHex(deps.keys.cpfHmac, `first-batch-hold:${rateLimitSubject(ip)}`);
}
