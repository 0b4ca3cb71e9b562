import { hashPassword } from '../../worker/lib/password';
import { ARTIST_COOKIE, MEMBER_COOKIE } from '../../worker/lib/cookies';
import { randomToken, sha256Hex } from '../../worker/lib/crypto';
import type { AppDeps } from '../../worker/adapters/deps';
import { createSession } from '../../worker/services/auth/internal/create-session';
import { artistSessions, profiles, subscriptions, users } from '../../db/schema';

export const MEMBER_PASSWORD = 'senha-do-teste';

let seq = 0;

// One scrypt for every factory member: hashing per member would make suites slow for nothing.
let passwordHash: Promise<string> | undefined;

/** A member with a valid session (as after signing in), e-mail confirmed unless `emailConfirmed: false`; returns the Cookie header a browser would send. */
export async function makeMember(deps: AppDeps, opts: { tierId?: string; username?: string; emailConfirmed?: boolean } = {}) {
  const n = ++seq;
  const userId = `user_t${n}_${deps.random.id()}`;
  const username = opts.username ?? `membro${n}${deps.random.int(1e6)}`;
  const email = `${username.toLowerCase()}@teste.local`;
  const now = deps.clock.now();
  await deps.db.insert(users).values({
    id: userId,
    email,
    passwordHash: await (passwordHash ??= hashPassword(MEMBER_PASSWORD)),
    emailConfirmedAt: opts.emailConfirmed === false ? null : now,
    createdAt: now,
  });
  await deps.db
    .insert(profiles)
    .values({ id: `p_${userId}`, userId, username, displayName: username, subscriptionTierId: opts.tierId ?? null, createdAt: now });
  const { token } = await createSession(deps, { userId });
  return {
    userId,
    username,
    email,
    password: MEMBER_PASSWORD,
    token,
    cookie: `${MEMBER_COOKIE}=${token}`,
    headers: new Headers({ cookie: `${MEMBER_COOKIE}=${token}` }),
  };
}

export type TierId = 'tier_bronze' | 'tier_prata' | 'tier_ouro';

/**
 * A signed-in member holding `tierId` through a subscription paid (or, with `trial`, on its free
 * trial) for 30 more days: what the billing webhooks leave behind.
 */
export async function makeSubscriber(deps: AppDeps, tierId: TierId, opts: { username?: string; trial?: boolean } = {}) {
  const member = await makeMember(deps, { tierId, username: opts.username });
  const now = deps.clock.now();
  const end = new Date(now.getTime() + 30 * 86_400_000);
  await deps.db.insert(subscriptions).values({
    id: `sub_${member.userId}`,
    userId: member.userId,
    tierId,
    status: opts.trial ? 'trialing' : 'active',
    trialEndsAt: opts.trial ? end : null,
    currentPeriodEnd: end,
    createdAt: now,
  });
  return member;
}

/** An artist-panel session cookie, valid for 8 hours unless `expiresAt` says otherwise. */
export async function makeArtistSession(deps: AppDeps, opts: { expiresAt?: Date } = {}) {
  const now = deps.clock.now();
  const token = randomToken();
  await deps.db.insert(artistSessions).values({
    id: await sha256Hex(token),
    consentAt: now,
    expiresAt: opts.expiresAt ?? new Date(now.getTime() + 8 * 3_600_000),
    createdAt: now,
  });
  return { cookie: `${ARTIST_COOKIE}=${token}`, headers: new Headers({ cookie: `${ARTIST_COOKIE}=${token}` }) };
}
