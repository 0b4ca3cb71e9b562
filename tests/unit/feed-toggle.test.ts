import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../../worker/contracts/feed';
import { decodeCursor, encodeCursor } from '../../worker/services/feed/feed-rows';
import { applyToggle } from '../../web/features/feed/reaction-toggle';

const post = (over: Partial<FeedPost> = {}): FeedPost => ({
  id: 'p1',
  content: 'Oi',
  createdAt: '2026-11-23T12:00:00.000Z',
  author: { userId: 'u1', username: 'ana', displayName: 'Ana', avatarUrl: null, isArtist: false },
  tags: [],
  reactions: { heart: 2, fire: 1, mind_blown: 0 },
  commentsCount: 0,
  sharesCount: 0,
  myReaction: null,
  poll: null,
  isMine: false,
  visibility: 'all',
  locked: false,
  pinned: false,
  editedAt: null,
  mentions: [],
  ...over,
});

describe('optimistic reaction (what the server will answer)', () => {
  it('adds, replaces and removes', () => {
    const added = applyToggle(post(), 'fire');
    expect(added).toMatchObject({ myReaction: 'fire', reactions: { heart: 2, fire: 2, mind_blown: 0 } });
    const replaced = applyToggle(added, 'heart');
    expect(replaced).toMatchObject({ myReaction: 'heart', reactions: { heart: 3, fire: 1, mind_blown: 0 } });
    expect(applyToggle(replaced, 'heart')).toMatchObject({ myReaction: null, reactions: { heart: 2, fire: 1, mind_blown: 0 } });
  });
});

describe('feed cursor', () => {
  it('round-trips and refuses nonsense', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(decodeCursor(encodeCursor(at, 'abc_def'))).toEqual({ at: at.getTime(), id: 'abc_def' });
    for (const bad of ['', 'x_', '_abc', '12', 'NaN_a', '1.5_a']) expect(decodeCursor(bad)).toBeNull();
  });
});
