import type { AppDeps } from '../../adapters/deps';
import type { RemoveItemInput } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { isArtistAccount as isArtistMember } from '../feed/visibility';
import { removeItem } from './remove-item';

/** Whether the member is the artist's own account (the configured ARTIST_USERNAME), who moderates from the feed. */
export const isArtistAccount = (deps: Pick<AppDeps, 'db' | 'config'>, { userId }: { userId: string }) =>
  isArtistMember(deps, { who: userId });

/** 'Remover' on a post card or comment: only the artist's account; anyone else is refused. */
export async function removeFromFeed(
  deps: Parameters<typeof removeItem>[0] & Pick<AppDeps, 'config'>,
  input: { userId: string; target: RemoveItemInput; origin: string },
) {
  if (!(await isArtistAccount(deps, input))) throw new AppError('MODERATION_FORBIDDEN');
  return removeItem(deps, { target: input.target, actor: { kind: 'artista', userId: input.userId }, origin: input.origin });
}
