/*
 * Value lists shared by the tables and the contracts. This file imports nothing, so a contract
 * (and the browser code that uses it) can take a list without pulling drizzle into its chunk.
 */

export const REACTION_TYPES = ['heart', 'fire', 'mind_blown'] as const;

export const ANALYTICS_EVENTS = [
  'page_view',
  'begin_checkout',
  'purchase',
  'login',
  'sign_up',
  'view_club_offer',
  'click_buy_tshirt_club',
] as const;

/** What a member can report ('Denunciar'). */
export const REPORT_TARGETS = ['post', 'comment', 'message', 'member'] as const;

/** 'Spam', 'Assédio ou ódio', 'Conteúdo impróprio', 'Golpe ou fraude', 'Outro'. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'scam', 'other'] as const;

/** A moderator's actions, as the item's history shows them. */
export const MODERATION_ACTIONS = ['remove', 'warn', 'suspend', 'dismiss', 'unsuspend', 'pin', 'unpin'] as const;

/** 'Visível para': 'Todos', 'Prata e Ouro', 'Só Ouro'. */
export const POST_VISIBILITIES = ['all', 'prata', 'ouro'] as const;
