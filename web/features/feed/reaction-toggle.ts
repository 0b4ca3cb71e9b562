import type { FeedPost, ReactionType } from '../../../worker/contracts/feed';

/** What the server will answer: the same type removes it, another replaces it. */
export function applyToggle(post: FeedPost, type: ReactionType): FeedPost {
  const reactions = { ...post.reactions };
  if (post.myReaction) reactions[post.myReaction] -= 1;
  const myReaction = post.myReaction === type ? null : type;
  if (myReaction) reactions[myReaction] += 1;
  return { ...post, reactions, myReaction };
}
