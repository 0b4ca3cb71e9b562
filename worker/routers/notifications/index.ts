import { router } from '../../trpc/init';
import { list } from './list';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';
import { unreadCount } from './unread-count';

export const notificationsRouter = router({ list, unreadCount, markRead, markAllRead });
