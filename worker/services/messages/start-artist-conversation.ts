import type { AppDeps } from '../../adapters/deps';
import { startConversation } from './start-conversation';

/** 'Falar com o MC Mito': the direct chat with the artist's account (config ARTIST_USERNAME), for Ouro members. */
export function startArtistConversation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'config'>,
  { userId }: { userId: string },
): Promise<{ id: string; created: boolean }> {
  return startConversation(deps, { userId, usernames: [deps.config.ARTIST_USERNAME] });
}
