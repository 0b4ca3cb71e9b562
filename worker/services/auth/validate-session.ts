import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { sha256Hex } from '../../lib/crypto';

export interface MemberSession {
  sessionId: string;
  userId: string;
  email: string;
  expiresAt: Date;
}

/** Lucia-style: the cookie holds a random token, the table holds its SHA-256; expired rows are removed. */
export async function validateSession(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<MemberSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const id = await sha256Hex(token);
  const [row] = await deps.db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) {
    await deps.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return row;
}
