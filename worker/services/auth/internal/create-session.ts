import { sessions } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { generateSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionIdOf } from '../session-tokens';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A fresh session for a member who just proved who they are. Only the token's hash is stored. */
export async function createSession(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, { userId }: { userId: string }): Promise<NewSession> {
  const token = generateSessionToken(deps.random);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await deps.db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    createdAt: now,
  });
  return { token, expiresAt };
}
