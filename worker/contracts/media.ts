import * as z from 'zod/mini';
import { plainText } from './plain-text';

/*
 * Uploads of post and message media (services/media/*). A member procedure checks the
 * limits and opens an upload; the bytes then go, as the body of one PUT, to the upload
 * route (`uploadUrl`), which streams them to storage while checking them.
 */

/** Message images: the sender's tier size limit, and never less than this (Bronze's). */
export const MESSAGE_IMAGE_MIN_LIMIT_MB = 10;
/** Message image uploads one member may have open (started, not yet sent or discarded) at once. */
export const MESSAGE_IMAGE_OPEN_MAX = 5;
export const ALT_TEXT_MAX = 300;
const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKindName = (typeof MEDIA_KINDS)[number];

/**
 * What the composer's file picker offers: every kind the server takes for a post (and names in
 * 'Arquivo inválido'), audio included — the server reads the real type and the plan's rights.
 */
export const POST_MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,audio/mpeg,audio/ogg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav,.mp3,.ogg,.m4a,.wav';
export const MESSAGE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const size = z.number().check(z.int(), z.positive('Arquivo vazio'));

export const startUploadInput = z.object({
  size,
  /** The browser's guess, only to refuse early (video on Bronze); the bytes decide. */
  kind: z.optional(z.enum(MEDIA_KINDS)),
});
export type StartUploadInput = z.infer<typeof startUploadInput>;

export const startImageUploadInput = z.object({ conversationId: z.string().check(z.minLength(1), z.maxLength(64)), size });
export type StartImageUploadInput = z.infer<typeof startImageUploadInput>;

export const uploadIdInput = z.object({ uploadId: z.string().check(z.minLength(1), z.maxLength(100)) });

export interface UploadTicket {
  uploadId: string;
  /** Same-origin path the browser PUTs the file's bytes to. */
  uploadUrl: string;
  maxBytes: number;
}

/** The upload route's answer once the file is stored. */
export interface UploadResult {
  uploadId: string;
  kind: MediaKindName;
  mime: string;
  size: number;
}

export interface PostMediaView {
  url: string;
  kind: MediaKindName;
  altText: string | null;
}

export const sendImageMessageInput = z.object({
  conversationId: z.string().check(z.minLength(1), z.maxLength(64)),
  uploadId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Optional caption; the image alone is a whole message. */
  content: z.optional(plainText(z.trim(), z.maxLength(2000, 'Mensagem muito longa (máximo de 2000 caracteres)'))),
});
export type SendImageMessageInput = z.infer<typeof sendImageMessageInput>;
