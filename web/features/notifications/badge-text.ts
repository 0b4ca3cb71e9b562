import { UNREAD_BADGE_MAX } from '../../../worker/contracts/notifications';

/** The bell's badge: the count, or '9+' above 9. */
export const badgeText = (unread: number) => (unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread));
