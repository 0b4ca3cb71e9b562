import { describe, expect, it } from 'vitest';
import type { MessageView } from '../../worker/contracts/messages';
import { flattenPages } from '../../web/features/messages/message-cache';

const msg = (id: string, createdAt: number): MessageView => ({
  id,
  conversationId: 'c',
  senderId: 'u',
  content: id,
  messageType: 'text',
  createdAt,
});

describe('flattenPages', () => {
  it('shows pages (fetched newest first) oldest first, each message once', () => {
    const newest = { messages: [msg('m3', 3), msg('m4', 4), msg('m5', 5)] };
    // A message on two pages (e.g. added live to the cache while a page was in flight) shows once.
    const older = { messages: [msg('m1', 1), msg('m2', 2), msg('m3', 3)] };
    expect(flattenPages([newest, older]).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('has nothing to show before the first page', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });
});
