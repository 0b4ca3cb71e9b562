import type { AppDeps } from '../../worker/adapters/deps';
import { makeMember } from './sessions';

const made = new WeakMap<object, ReturnType<typeof makeMember>>();

/**
 * The artist's own member account (username = config ARTIST_USERNAME), with no subscription:
 * made once per test database (the username is unique), signed in.
 */
export function artistMember(deps: AppDeps) {
  let member = made.get(deps.db);
  if (!member) made.set(deps.db, (member = makeMember(deps, { username: deps.config.ARTIST_USERNAME })));
  return member;
}
