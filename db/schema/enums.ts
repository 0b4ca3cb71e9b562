/*
 * Value lists shared by the tables and the contracts. This file imports nothing, so a contract
 * (and the browser code that uses it) can take a list without pulling drizzle into its chunk.
 */

export const REACTION_TYPES = ['heart', 'fire', 'mind_blown'] as const;

export const ANALYTICS_EVENTS = ['page_view', 'begin_checkout', 'purchase', 'login', 'sign_up', 'view_club_offer', 'click_buy_tshirt_club'] as const;
