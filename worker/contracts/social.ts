import * as z from 'zod/mini';
import type { FeedAuthor } from './feed';
import type { ReputationLevel } from './members';

/*
 * Members find each other: the profile at /membro/{username}, following ('Seguir' / 'Seguindo'),
 * the counts 'Seguidores' and 'Seguindo', and the lists of both.
 */

/** Followers or followed members per page of a profile's lists. */
export const FOLLOW_PAGE_SIZE = 20;

const handle = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/^@/, '')),
  z.minLength(1, 'Informe o @usuário'),
  z.maxLength(40, 'Nome de usuário inválido'),
);
const cursor = z.optional(z.nullable(z.string().check(z.maxLength(200))));

/** Follow / unfollow one member, or read their profile, by @username. */
export const memberHandleInput = z.object({ username: handle });

/** A page of the member's posts on their profile (keyset, as the feed's 'Recentes'). */
export const memberPostsInput = z.object({ username: handle, cursor });

const FOLLOW_LISTS = ['seguidores', 'seguindo'] as const;
export type FollowList = (typeof FOLLOW_LISTS)[number];

/** A page of the profile's 'Seguidores' or 'Seguindo', newest follow first. */
export const followPeopleInput = z.object({ username: handle, list: z.enum(FOLLOW_LISTS), cursor });

export interface MemberProfile {
  userId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** The artist's own account: the crown 'Artista'. */
  isArtist: boolean;
  /** The Ouro custom badge while the plan gives it; null otherwise. */
  badge: string | null;
  /** The plan whose badge the member shows ('Bronze', 'Prata', 'Ouro'); null on the free plan. */
  tierName: string | null;
  reputation: number;
  level: ReputationLevel;
  /** ISO 8601: 'Membro desde …'. */
  joinedAt: string;
  posts: number;
  followers: number;
  following: number;
  isMe: boolean;
  /** The viewer follows this member. */
  followedByMe: boolean;
  /** A block between the two, either way: no following, and neither sees the other's posts. */
  blocked: boolean;
}

/** An unknown username answers `{ found: false }`, a state the page shows, not an error. */
export type MemberProfileResult = { found: true; profile: MemberProfile } | { found: false };

interface FollowPerson extends Pick<FeedAuthor, 'userId' | 'username' | 'displayName' | 'avatarUrl' | 'isArtist'> {
  /** ISO 8601 of the follow. */
  since: string;
}

export interface FollowPeoplePage {
  items: FollowPerson[];
  nextCursor: string | null;
}

export interface FollowResult {
  followedByMe: boolean;
  followers: number;
}
