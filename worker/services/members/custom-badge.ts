import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { badgeLabel, type BadgeView, type SetBadgeInput } from '../../contracts/custom-badge';
import { AppError } from '../../lib/app-error';
import { refuseArtistNames } from './artist-names';
import { memberRights } from './rights';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** 'emoji text' back to its two parts (the first space splits them: an emoji has none). */
function parseBadge(stored: string | null): BadgeView['badge'] {
  if (!stored) return null;
  const cut = stored.indexOf(' ');
  return cut > 0 ? { emoji: stored.slice(0, cut), text: stored.slice(cut + 1) } : null;
}

export async function getBadge(deps: Deps, { userId }: { userId: string }): Promise<BadgeView> {
  const [rights, row] = await Promise.all([
    memberRights(deps, { userId }),
    deps.db.select({ badge: profiles.customBadge }).from(profiles).where(eq(profiles.userId, userId)).get(),
  ]);
  return { badge: parseBadge(row?.badge ?? null), allowed: rights.customBadge };
}

/**
 * Saves (or, with null, removes) the member's badge. Only a plan with the custom badge (Ouro, and
 * the artist's account) may; the text follows the names' rules (the artist's names are reserved).
 * A badge saved on Ouro stays stored when the plan ends, but is no longer shown (author-badges.ts).
 */
export async function setBadge(deps: Deps, { userId, input }: { userId: string; input: SetBadgeInput }): Promise<BadgeView> {
  const rights = await memberRights(deps, { userId });
  if (!rights.customBadge) throw new AppError('BADGE_NOT_OURO');
  if (input.badge) {
    const me = await deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId)).get();
    refuseArtistNames(deps.config, { username: me?.username ?? '', names: [input.badge.text] });
  }
  await deps.db
    .update(profiles)
    .set({ customBadge: input.badge ? badgeLabel(input.badge) : null })
    .where(eq(profiles.userId, userId));
  return { badge: input.badge, allowed: true };
}
