import { count } from 'drizzle-orm';
import { follows } from '../../../db/schema';
import { stranger, type AccessRow } from './rows';
import type { T } from './callers';

const followRows = async (t: T) => (await t.deps.db.select({ n: count() }).from(follows).get())?.n ?? 0;

/** Members find each other: profiles, their posts, following and the lists of followers. */
export const SOCIAL_ROWS: Record<string, AccessRow> = {
  'social.profile': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'social.posts': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'social.people': { input: async (c) => ({ username: (await stranger(c.t)).username, list: 'seguidores' }) },
  'social.follow': { input: async (c) => ({ username: (await stranger(c.t)).username }), untouched: followRows },
  'social.unfollow': { input: async (c) => ({ username: (await stranger(c.t)).username }), untouched: followRows },
};
