import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import type { AppDeps } from '../../worker/adapters/deps';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { createSession } from '../../worker/services/auth/internal/create-session';
import { makeMember } from './sessions';

const made = new WeakMap<object, ReturnType<typeof makeMember>>();

/** A new session for the account that already holds the artist's username (the demo seed's). */
async function signInExisting(deps: AppDeps, userId: string, username: string) {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const { token } = await createSession(deps, { userId });
  const cookie = `${MEMBER_COOKIE}=${token}`;
  return { userId, username, email: user?.email ?? '', password: '', token, cookie, headers: new Headers({ cookie }) };
}

/**
 * The artist's own member account (username = config ARTIST_USERNAME), with no subscription,
 * signed in: the demo seed's when the database has it, else made once per test database.
 */
export function artistMember(deps: AppDeps) {
  let member = made.get(deps.db);
  if (!member) {
    const username = deps.config.ARTIST_USERNAME;
    member = deps.db
      .select({ userId: profiles.userId, username: profiles.username })
      .from(profiles)
      .where(eq(sql`lower(${profiles.username})`, username.toLowerCase()))
      .get()
      .then((row) => (row ? signInExisting(deps, row.userId, row.username) : makeMember(deps, { username })));
    made.set(deps.db, member);
  }
  return member;
}
