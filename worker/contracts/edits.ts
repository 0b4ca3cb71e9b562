import * as z from 'zod/mini';
import { commentInput, createPostInput } from './feed';

/*
 * Authors fixing their own words: a post's text or a comment, within EDIT_WINDOW_MS of writing it,
 * and deleting their own comment. The text fields are the creation schemas' own, so an edit is
 * held to exactly what a new post or comment is. Only a post's text changes: its poll, media,
 * tags and visibility stay as published (a poll people may already have voted in never changes).
 */

/** How long after writing a post or comment its author may still edit it. */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

const id = z.string().check(z.minLength(1), z.maxLength(100));

export const editPostInput = z.object({ postId: id, content: createPostInput.shape.content });
export type EditPostInput = z.infer<typeof editPostInput>;

export const editCommentInput = z.object({ commentId: id, content: commentInput.shape.content });
export type EditCommentInput = z.infer<typeof editCommentInput>;

export const deleteCommentInput = z.object({ commentId: id });

/** Whether the author may still edit something written at `createdAt` (ISO or ms), by the given clock. */
export const canStillEdit = (createdAt: string | number, now: number) => now - new Date(createdAt).getTime() < EDIT_WINDOW_MS;

/** Realtime on FEED_CHANNEL after an edit commits: open feeds refetch that post or its comments. */
export const FEED_EDITED_EVENT = 'edited';
export interface FeedEditedEvent {
  postId: string;
  /** Set when a comment of the post was edited. */
  commentId?: string;
}
