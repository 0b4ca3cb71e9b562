import type { Random } from '../../../adapters/random/port';
import { generateSessionToken, sessionIdOf } from '../../auth/session-tokens';
import { TOKEN_TTL_MS } from '../../mail/one-time-tokens';

/**
 * A `coupon_confirm` link token made ahead of its row, so the vote writes the row in its own batch
 * (no extra round trip on the vote): the same token and stored hash as `issueToken` makes.
 */
export function prepareCouponLink(random: Pick<Random, 'bytes'>, now: Date) {
  const token = generateSessionToken(random);
  return { token, row: { id: sessionIdOf(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.coupon_confirm) } };
}
