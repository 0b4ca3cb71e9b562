import type { AppConfig } from '../../env';
import { isReservedName } from '../../contracts/reserved-names';
import { AppError } from '../../lib/app-error';

/** The artist's own member account: its username is config ARTIST_USERNAME, in any case. */
export const isArtistUsername = (config: Pick<AppConfig, 'ARTIST_USERNAME'>, username: string) =>
  username.toLowerCase() === config.ARTIST_USERNAME.toLowerCase();

/**
 * Refuses names that read as the artist's ('MC Mito', 'Mito Oficial', 'Artista' and their
 * spellings) on any account but the artist's own, the one with the configured ARTIST_USERNAME.
 */
export function refuseArtistNames(
  config: Pick<AppConfig, 'ARTIST_USERNAME'>,
  { username, names }: { username: string; names: string[] },
): void {
  if (isArtistUsername(config, username)) return;
  if (names.some((n) => isReservedName(n, config.ARTIST_USERNAME))) throw new AppError('NAME_RESERVED');
}
