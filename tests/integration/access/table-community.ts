import { count, isNotNull } from 'drizzle-orm';
import { makePost } from '../../factories/feed';
import { comments, conversations, mediaUploads, messages, posts, users } from '../../../db/schema';
import {
  conversationOf,
  meOrStranger,
  messageOf,
  notificationOf,
  pendingUploadOf,
  pollOf,
  postOf,
  readyImageOf,
  stranger,
  type AccessRow,
  type InputContext,
} from './rows';
import type { T } from './callers';

const rowsIn = (table: typeof posts | typeof conversations | typeof messages | typeof mediaUploads | typeof users) => async (t: T) =>
  (await t.deps.db.select({ n: count() }).from(table).get())?.n ?? 0;

/** A comment by `me` (or a stranger) on a post of theirs. */
async function commentOf(c: InputContext) {
  const author = await meOrStranger(c);
  const postId = await makePost(c.t.deps, author.userId);
  const id = `comment_${c.t.deps.random.id()}`;
  await c.t.deps.db.insert(comments).values({ id, postId, userId: author.userId, content: 'Que som!', createdAt: c.t.clock.now() });
  return id;
}

const removedPosts = async (t: T) => (await t.deps.db.select({ n: count() }).from(posts).where(isNotNull(posts.removedAt)).get())?.n ?? 0;

/** The paid members' community: account, feed, messages and notifications. */
export const COMMUNITY_ROWS: Record<string, AccessRow> = {
  'members.dashboard': {},
  'members.account': {},
  'members.rights': {},
  'members.usage': {},
  'members.updateSettings': { input: () => ({ displayName: 'Fã do Mito', whatsapp: '+55 (11) 98765-4321' }) },
  'privacy.exportData': {},
  // A wrong password: the member got past the door and the account stays for the next rows.
  'privacy.deleteAccount': {
    input: () => ({ password: 'nao-e-a-senha' }),
    reaches: '403 ACCOUNT_DELETE_WRONG_PASSWORD',
    untouched: rowsIn(users),
  },

  'feed.list': { input: () => ({ tab: 'recentes' }) },
  'feed.post': { input: async (c) => ({ postId: await postOf(c) }) },
  'feed.create': { input: () => ({ content: 'Bora pro show!' }), refusesFree: 'POST_NOT_ALLOWED', untouched: rowsIn(posts) },
  'feed.delete': { input: async (c) => ({ postId: await postOf(c) }), untouched: rowsIn(posts) },
  'feed.react': { input: async (c) => ({ postId: await postOf(c), type: 'fire' }) },
  'feed.share': { input: async (c) => ({ postId: await postOf(c) }) },
  // Public: a shared link's post, read by anyone (an exclusive one as its teaser).
  'feed.sharedPost': { input: async (c) => ({ postId: await postOf(c) }) },
  'feed.comment': { input: async (c) => ({ postId: await postOf(c), content: 'Que som!' }) },
  'feed.comments': { input: async (c) => ({ postId: await postOf(c) }) },
  'feed.editPost': { input: async (c) => ({ postId: await postOf(c), content: 'Corrigido' }) },
  'feed.editComment': { input: async (c) => ({ commentId: await commentOf(c), content: 'Corrigido' }) },
  'feed.deleteComment': { input: async (c) => ({ commentId: await commentOf(c) }) },

  'feed.tags': {},
  'feed.search': { input: () => ({ q: 'show', section: 'posts' }) },
  'feed.popularTags': {},
  'feed.trendingTags': {},
  'feed.suggestions': {},
  'feed.myStats': {},
  'feed.startUpload': { input: () => ({ size: 2048, kind: 'image' }), refusesFree: 'MEDIA_UPGRADE', untouched: rowsIn(mediaUploads) },
  'feed.discardUpload': { input: async (c) => ({ uploadId: await pendingUploadOf(c) }) },
  'feed.votePoll': {
    input: async (c) => {
      const { pollId, optionId } = await pollOf({ ...c, me: null });
      return { pollId, optionIds: [optionId] };
    },
  },
  'feed.closePoll': { input: async (c) => ({ pollId: (await pollOf(c)).pollId }) },

  'messages.conversations': {},
  'messages.start': {
    input: async (c) => ({ usernames: [(await stranger(c.t)).username] }),
    refusesFree: 'CONVERSATION_NOT_ALLOWED',
    untouched: rowsIn(conversations),
  },
  'messages.list': { input: async (c) => ({ conversationId: await conversationOf(c) }) },
  'messages.send': { input: async (c) => ({ conversationId: await conversationOf(c), content: 'Oi!' }), untouched: rowsIn(messages) },
  'messages.markRead': { input: async (c) => ({ conversationId: await conversationOf(c) }) },
  'messages.realtimeGrant': {},
  'messages.startImageUpload': { input: async (c) => ({ conversationId: await conversationOf(c), size: 2048 }) },
  'messages.sendImage': { input: readyImageOf, untouched: rowsIn(messages) },
  'messages.block': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'messages.unblock': { input: async (c) => ({ username: (await stranger(c.t)).username }) },
  'messages.blocked': {},
  'messages.unreadCount': {},
  'messages.react': { input: async (c) => ({ messageId: await messageOf(c), reaction: 'fire' }) },
  'messages.remove': { input: async (c) => ({ messageId: await messageOf(c), scope: 'me' }) },
  // Voice is the plans' audio right: the free member and the trial (Bronze) are offered the upgrade.
  'messages.startVoiceUpload': {
    input: async (c) => ({ conversationId: await conversationOf(c), size: 2048 }),
    reaches: { free: '403 MEDIA_UPGRADE', trial: '403 MEDIA_UPGRADE' },
  },
  'messages.sendVoice': {
    input: async (c) => ({ conversationId: await conversationOf(c), uploadId: 'envio_que_nao_existe' }),
    reaches: '404 MEDIA_UPLOAD_NOT_FOUND',
    untouched: rowsIn(messages),
  },

  // A stranger's post: reporting one's own is refused past the door.
  'moderation.report': {
    input: async (c) => ({ targetType: 'post', targetId: await makePost(c.t.deps, (await stranger(c.t)).userId), reason: 'spam' }),
  },
  // None of the callers is the artist's account: past the door, the rule refuses.
  'moderation.remove': {
    input: async (c) => ({ targetType: 'post', targetId: await postOf(c) }),
    reaches: '403 MODERATION_FORBIDDEN',
    untouched: removedPosts,
  },
  'moderation.viewer': {},

  'notifications.list': {},
  'notifications.unreadCount': {},
  'notifications.markRead': { input: async (c) => ({ id: await notificationOf(c) }) },
  'notifications.markAllRead': {},
};
