import { eq } from 'drizzle-orm';
import { artistSessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { sha256Hex } from '../../lib/crypto';

export interface ArtistSession {
  sessionId: string;
  expiresAt: Date;
}

export async function validateArtistSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { token }: { token: string },
): Promise<ArtistSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const id = await sha256Hex(token);
  const [row] = await deps.db.select().from(artistSessions).where(eq(artistSessions.id, id)).limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) {
    await deps.db.delete(artistSessions).where(eq(artistSessions.id, id));
    return null;
  }
  return { sessionId: row.id, expiresAt: row.expiresAt };
}
