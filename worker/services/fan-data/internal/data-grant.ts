import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';
import { generateSessionToken, sessionIdOf } from '../../auth/session-tokens';
import { TOKEN_TTL_MS } from '../../mail/one-time-tokens';

/*
 * The data grant: what opening an e-mailed `fan_data` link gives the page, and the only key to a
 * fan's copy and deletion. It is a row of `email_tokens` (purpose fan_data, 30 minutes, the
 * vote as subject) whose id is the SHA-256 of the grant under its own label: an e-mailed link is
 * not a grant, and a grant opens no link (so it cannot be turned into a fresh grant).
 */

const grantIdOf = (grant: string) => sessionIdOf(`fan-data-grant:${grant}`);

/** A grant for one vote, after its e-mailed link was spent: 160 random bits, only the labelled hash stored. */
export async function issueDataGrant(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, voteId: string): Promise<string> {
  const grant = generateSessionToken(deps.random);
  const now = deps.clock.now();
  await deps.db.insert(emailTokens).values({
    id: grantIdOf(grant),
    purpose: 'fan_data',
    voteId,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.fan_data),
    createdAt: now,
  });
  return grant;
}

const usable = (grant: string, now: Date) =>
  and(
    eq(emailTokens.id, grantIdOf(grant)),
    eq(emailTokens.purpose, 'fan_data'),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The vote of a grant that is unused and unexpired, leaving it usable ('Baixar meus dados' may be pressed again). */
export async function voteOfDataGrant(deps: Pick<AppDeps, 'db' | 'clock'>, grant: string): Promise<string> {
  const [row] = await deps.db.select({ voteId: emailTokens.voteId }).from(emailTokens).where(usable(grant, deps.clock.now())).limit(1);
  if (!row?.voteId) throw new AppError('FAN_DATA_LINK_INVALID');
  return row.voteId;
}

/** Spends a grant and answers its vote, in one statement: two deletions racing cannot both pass. */
export async function spendDataGrant(deps: Pick<AppDeps, 'db' | 'clock'>, grant: string): Promise<string> {
  const now = deps.clock.now();
  const [row] = await deps.db.update(emailTokens).set({ usedAt: now }).where(usable(grant, now)).returning({ voteId: emailTokens.voteId });
  if (!row?.voteId) throw new AppError('FAN_DATA_LINK_INVALID');
  return row.voteId;
}
