import * as z from 'zod/mini';

/**
 * Notifications shared by the server (writes, publish after commit) and the browser (bell, live toast).
 * Only the member's own channel is ever in their realtime grant.
 */
export const notificationsChannel = (userId: string) => `notifications:${userId}`;
/** Event published on `notificationsChannel` after the batch that wrote the notification commits. */
export const NOTIFICATION_EVENT = 'notification';
/** The bell shows at most this many, newest first; the badge says "9+" above 9 unread. */
export const NOTIFICATIONS_SHOWN = 20;
export const UNREAD_BADGE_MAX = 9;

/** Where a tap on a notification about a post goes (the bell opens the same). */
export const notifiedPostPath = (postId: string) => `/feed?post=${encodeURIComponent(postId)}`;
/** Where a tap on a message notification goes. */
export const conversationPath = (conversationId: string) => `/messages?conversa=${encodeURIComponent(conversationId)}`;

/** What the live event carries: enough for a toast (with 'Ver post' when it names a post); the bell refetches its list. */
export interface NotificationEvent {
  id: string;
  title: string;
  message: string;
  postId?: string | null;
  /** A live that has just started: the live card refetches and shows 'Assistir'. */
  liveId?: string;
  /** A new message: no toast while that chat is open; the unread badges refetch. */
  conversationId?: string;
}

export const markNotificationReadInput = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadInput>;

/** One row of the bell: a group of repeats ('Ana e mais 3 pessoas reagiram ao seu post'). */
export interface NotificationView {
  id: string;
  type: 'like' | 'comment' | 'follow' | 'poll_vote' | 'moderation' | 'live' | 'mention' | 'message' | 'post';
  title: string;
  message: string;
  isRead: boolean;
  /** ISO instant of the group's latest activity. */
  createdAt: string;
  /** The post the activity is on, while it exists (the bell links to it). */
  postId: string | null;
  /** That post's opening words, so the member knows which post without opening it. */
  postExcerpt: string | null;
  /** The chat a message notification is about (the bell opens it). */
  conversationId: string | null;
  /** Distinct people in the group. */
  actorCount: number;
  /** The latest person (the notification's from_user), null if their account is gone. */
  fromUser: { username: string; displayName: string; avatarUrl: string | null } | null;
}
