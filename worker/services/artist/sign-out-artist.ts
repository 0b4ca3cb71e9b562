import { eq } from 'drizzle-orm';
import { artistSessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/** Sair: the session row goes, so the cookie is worthless even if a copy of it survives in some browser. */
export async function signOutArtist(deps: Pick<AppDeps, 'db'>, { sessionId }: { sessionId: string }): Promise<void> {
  await deps.db.delete(artistSessions).where(eq(artistSessions.id, sessionId));
}
