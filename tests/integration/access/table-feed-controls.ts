import { count, isNotNull } from 'drizzle-orm';
import { moderationActions, posts } from '../../../db/schema';
import { postOf, stranger, type AccessRow } from './rows';
import type { T } from './callers';

const pinsAndActions = async (t: T) =>
  ((await t.deps.db.select({ n: count() }).from(posts).where(isNotNull(posts.pinnedAt)).get())?.n ?? 0) +
  ((await t.deps.db.select({ n: count() }).from(moderationActions).get())?.n ?? 0);

/** Feed controls: pins (the artist's member account only), mutes and the custom badge. */
export const FEED_CONTROL_ROWS: Record<string, AccessRow> = {
  // Members get past the door; only the artist's own account pins, so every matrix member is refused by the service.
  'feed.pin': { input: async (c) => ({ postId: await postOf(c) }), reaches: '403 PIN_NOT_ARTIST', untouched: pinsAndActions },
  'feed.unpin': { input: async (c) => ({ postId: await postOf(c) }), reaches: '403 PIN_NOT_ARTIST', untouched: pinsAndActions },
  'feed.mute': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'feed.unmute': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'feed.muted': {},
  'members.badge': {},
  // No matrix member holds Ouro (the paid one is Prata): each gets past the door and is refused by the plan rule.
  'members.setBadge': { input: () => ({ badge: { emoji: '🔥', text: 'Fã nº 1' } }), reaches: '403 BADGE_NOT_OURO' },
};
