import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './members';

/**
 * Uploaded files not yet attached to a post or a message (services/media/*). A row is made
 * by `start upload` (status pending, the byte limit fixed then by the member's tier), filled
 * by the upload route once the bytes passed the type checks (status ready, key and sniffed
 * type), and deleted when a post or message takes the file (post_media / messages.media_key
 * hold it from then on). Rows left behind are swept with their files (services/media/internal/sweep-uploads.ts).
 */
export const mediaUploads = sqliteTable(
  'media_uploads',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['post', 'message'] }).notNull(),
    /** For purpose message: the conversation the image is for (its participants may fetch it). */
    conversationId: text('conversation_id'),
    status: text('status', { enum: ['pending', 'uploading', 'ready'] }).notNull(),
    maxBytes: integer('max_bytes').notNull(),
    mediaKey: text('media_key'),
    /** The type read from the file's first bytes, never the browser's. */
    mime: text('mime'),
    mediaType: text('media_type', { enum: ['image', 'video', 'audio'] }),
    size: integer('size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_uploads_user_idx').on(t.userId, t.createdAt),
    index('media_uploads_created_idx').on(t.createdAt),
    check('media_uploads_purpose_ck', sql`${t.purpose} in ('post','message')`),
    check('media_uploads_status_ck', sql`${t.status} in ('pending','uploading','ready')`),
  ],
);
