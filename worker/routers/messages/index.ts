import { router } from '../../trpc/init';
import { block, blocked, unblock } from './block';
import { conversations } from './conversations';
import { list } from './list';
import { markRead } from './mark-read';
import { react, remove, sendVoice, startVoiceUpload } from './message-actions';
import { realtimeGrant } from './realtime-grant';
import { send } from './send';
import { sendImage } from './send-image';
import { startImageUpload } from './start-image-upload';
import { start } from './start';
import { artistAccess, startWithArtist } from './start-with-artist';
import { unreadCount } from './unread-count';

export const messagesRouter = router({
  conversations,
  start,
  startWithArtist,
  artistAccess,
  list,
  send,
  markRead,
  realtimeGrant,
  startImageUpload,
  sendImage,
  block,
  unblock,
  blocked,
  unreadCount,
  react,
  remove,
  startVoiceUpload,
  sendVoice,
});
