import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens, type EmailTokenPurpose } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { generateSessionToken, sessionIdOf } from '../auth/session-tokens';

const MINUTE = 60_000;

/** How long each kind of e-mailed link works. */
export const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  password_reset: 30 * MINUTE,
  email_confirm: 7 * 24 * 60 * MINUTE,
  coupon_confirm: 7 * 24 * 60 * MINUTE,
  fan_data: 30 * MINUTE,
  // 'Entrar com link por e-mail': it opens a session, so it lives the shortest.
  sign_in: 15 * MINUTE,
};

export interface TokenSubject {
  userId?: string;
  voteId?: string;
}

/**
 * A link token for one purpose and subject (a member or a vote): 160 random bits for the URL,
 * only its SHA-256 in the database (a leaked table opens nothing). It works once, until its TTL.
 */
export async function issueToken(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  input: { purpose: EmailTokenPurpose } & TokenSubject,
): Promise<string> {
  const token = generateSessionToken(deps.random);
  const now = deps.clock.now();
  await deps.db.insert(emailTokens).values({
    id: sessionIdOf(token),
    purpose: input.purpose,
    userId: input.userId ?? null,
    voteId: input.voteId ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
    createdAt: now,
  });
  return token;
}

/**
 * Spends a token: marks it used and answers its subject, in one statement, so two clicks
 * racing each other cannot both succeed. Null when it is unknown, of another purpose, used
 * or expired (the caller answers all four the same way).
 */
export async function consumeToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { purpose: EmailTokenPurpose; token: string },
): Promise<TokenSubject | null> {
  if (!/^[a-z2-7]{32}$/.test(input.token)) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.id, sessionIdOf(input.token)),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, voteId: emailTokens.voteId });
  if (!row) return null;
  return { userId: row.userId ?? undefined, voteId: row.voteId ?? undefined };
}

/** Statement voiding the unused tokens of one purpose for a member, for the caller's batch. */
export function voidTokensStatement(deps: Pick<AppDeps, 'db' | 'clock'>, input: { purpose: EmailTokenPurpose; userId: string }) {
  return deps.db
    .update(emailTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose), isNull(emailTokens.usedAt)));
}

/** Voids the unused tokens of one purpose for a member (a new reset link replaces the old; a reset voids the rest). */
export async function voidTokens(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { purpose: EmailTokenPurpose; userId: string },
): Promise<void> {
  await voidTokensStatement(deps, input);
}
