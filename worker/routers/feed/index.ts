import { router } from '../../trpc/init';
import { closePoll } from './close-poll';
import { comment } from './comment';
import { comments } from './comments';
import { create } from './create';
import { deleteComment } from './delete-comment';
import { editComment } from './edit-comment';
import { editPost } from './edit-post';
import { remove } from './delete';
import { list } from './list';
import { myStats } from './my-stats';
import { mute } from './mute';
import { muted } from './muted';
import { pin } from './pin';
import { post } from './post';
import { popularTags } from './popular-tags';
import { react } from './react';
import { search } from './search';
import { share } from './share';
import { sharedPost } from './shared-post';
import { startUpload } from './start-upload';
import { discardUpload } from './discard-upload';
import { suggestions } from './suggestions';
import { tags } from './tags';
import { trendingTags } from './trending-tags';
import { unmute } from './unmute';
import { unpin } from './unpin';
import { votePoll } from './vote-poll';

export const feedRouter = router({
  list,
  post,
  create,
  delete: remove,
  react,
  share,
  sharedPost,
  comment,
  comments,
  tags,
  popularTags,
  trendingTags,
  suggestions,
  myStats,
  startUpload,
  discardUpload,
  votePoll,
  closePoll,
  pin,
  unpin,
  mute,
  unmute,
  muted,
  editPost,
  editComment,
  deleteComment,
  search,
});
