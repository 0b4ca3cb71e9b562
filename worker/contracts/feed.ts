import * as z from 'zod/mini';
import { POST_VISIBILITIES, REACTION_TYPES } from '../../db/schema/enums';
import { ALT_TEXT_MAX, type PostMediaView } from './media';
import { postPollInput, type FeedPoll } from './post-polls';
import type { ReputationLevel } from './members';
import { plainText } from './plain-text';
import { newTagName } from './tag-names';

/*
 * The community feed: one schema per input, shared by the composer and the procedures.
 * Messages are the product's Portuguese texts, shown as they are.
 */

export const FEED_PAGE_SIZE = 20;
export const POST_MAX_CHARS = 5000;
export const POST_MAX_TAGS = 5;
export const COMMENT_MAX_CHARS = 1000;
/** The most any tier allows (Ouro); each tier's own limit is the service's check. */
export const POST_MAX_MEDIA = 10;

export { REACTION_TYPES };
export type ReactionType = (typeof REACTION_TYPES)[number];

/** 'Visível para': 'all' (Todos), 'prata' (Prata e Ouro), 'ouro' (Só Ouro). Only the artist's account may narrow it. */
export { POST_VISIBILITIES };
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

const id = z.string().check(z.minLength(1), z.maxLength(100));

/** The feed's tabs, as they appear in the URL (?aba=): Recentes, Em Alta and Seguindo (the members the viewer follows). */
export const FEED_TABS = ['recentes', 'em-alta', 'seguindo'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const listFeedInput = z.object({
  tab: z.optional(z.enum(FEED_TABS)),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

export const createPostInput = z.object({
  content: plainText(z.trim(), z.maxLength(POST_MAX_CHARS, `O post pode ter até ${POST_MAX_CHARS} caracteres`)),
  tagIds: z.optional(z.array(id).check(z.maxLength(POST_MAX_TAGS, `Escolha até ${POST_MAX_TAGS} tags`))),
  /** Tags the member types in (contracts/tag-names.ts): an existing name is reused, a new one created. Counted with tagIds. */
  newTags: z.optional(z.array(newTagName).check(z.maxLength(POST_MAX_TAGS, `Escolha até ${POST_MAX_TAGS} tags`))),
  /** Finished uploads (feed.startUpload + the upload route), in the order shown; the tier's file count is checked by the service. */
  media: z.optional(
    z
      .array(
        z.object({
          uploadId: id,
          altText: z.optional(plainText(z.trim(), z.maxLength(ALT_TEXT_MAX, `Texto alternativo com até ${ALT_TEXT_MAX} caracteres`))),
        }),
      )
      .check(z.maxLength(POST_MAX_MEDIA, 'Limite atingido')),
  ),
  /** One poll per post (contracts/post-polls.ts). */
  poll: z.optional(z.nullable(postPollInput)),
  /** Absent means 'all'. */
  visibility: z.optional(z.enum(POST_VISIBILITIES, 'Escolha para quem o post fica visível')),
});
export type CreatePostInput = z.infer<typeof createPostInput>;

export const postIdInput = z.object({ postId: id });

export const reactInput = z.object({ postId: id, type: z.enum(REACTION_TYPES) });
export type ReactInput = z.infer<typeof reactInput>;

export const commentInput = z.object({
  postId: id,
  content: plainText(
    z.trim(),
    z.minLength(1, 'Escreva um comentário antes de enviar.'),
    z.maxLength(COMMENT_MAX_CHARS, `O comentário pode ter até ${COMMENT_MAX_CHARS} caracteres`),
  ),
});
export type CommentInput = z.infer<typeof commentInput>;

export interface FeedAuthor {
  userId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** The artist's username (config ARTIST_USERNAME): the crown 'Artista' badge. */
  isArtist: boolean;
  /** The Ouro custom badge ('emoji text'), shown as text; absent on reads that do not load it, null without one. */
  badge?: string | null;
}

export interface ReactionCounts {
  heart: number;
  fire: number;
  mind_blown: number;
}

export interface FeedPost {
  id: string;
  content: string;
  /** ISO 8601 (the wire has no Date type). */
  createdAt: string;
  author: FeedAuthor;
  tags: { id: string; name: string; color: string }[];
  reactions: ReactionCounts;
  commentsCount: number;
  sharesCount: number;
  myReaction: ReactionType | null;
  isMine: boolean;
  /** In the author's order; absent on reads that do not load media. */
  media?: PostMediaView[];
  poll: FeedPoll | null;
  visibility: PostVisibility;
  /**
   * An exclusive post above the viewer's plan: a teaser. The server sent no text, tags, media or
   * poll (content '', tags [], media [], poll null), and refuses its comments, reactions and votes.
   */
  locked: boolean;
  /** Pinned by the artist: first on the first page of 'Recentes', marked 'Fixado'. */
  pinned: boolean;
  /** ISO 8601 of the author's last edit ('(editado)'), or null. */
  editedAt: string | null;
  /** The `@username`s in the text that name an existing member, lower-cased: these link to their profile. */
  mentions: string[];
}

export interface FeedPage {
  items: FeedPost[];
  nextCursor: string | null;
}

/** After 'Compartilhar': the post's count of members who shared it. */
export interface ShareResult {
  sharesCount: number;
}

export interface ReactResult {
  reactions: ReactionCounts;
  myReaction: ReactionType | null;
}

/** A tag with the number of posts counted for a side-column list ('Tags Populares', 'Tendências'). */
export interface TagCount {
  id: string;
  name: string;
  color: string;
  posts: number;
}

/** 'Sugestões': an active member the viewer has no conversation with yet. */
export interface Suggestion extends FeedAuthor {
  /** Posts in the last 7 days. */
  posts: number;
}

/** The left column: the profile's MitoCoins and Reputação, and Estatísticas from the member's posts. */
export interface FeedStats {
  posts: number;
  reactionsReceived: number;
  commentsReceived: number;
  mitoCoins: number;
  reputation: number;
  level: ReputationLevel;
}

export interface FeedComment {
  id: string;
  content: string;
  /** ISO 8601 (the wire has no Date type). */
  createdAt: string;
  author: FeedAuthor;
  /** ISO 8601 of the author's last edit ('(editado)'), or null. */
  editedAt: string | null;
  /** As FeedPost.mentions. */
  mentions: string[];
}
