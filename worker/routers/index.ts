import { router } from '../trpc/init';
import { analyticsRouter } from './analytics';
import { artistRouter } from './artist';
import { authRouter } from './auth';
import { billingRouter } from './billing';
import { feedRouter } from './feed';
import { livesRouter } from './lives';
import { membersRouter } from './members';
import { messagesRouter } from './messages';
import { moderationRouter } from './moderation';
import { notificationsRouter } from './notifications';
import { ordersRouter } from './orders';
import { pollRouter } from './poll';
import { privacyRouter } from './privacy';
import { pushRouter } from './push';
import { raffleRouter } from './raffle';
import { shopRouter } from './shop';
import { socialRouter } from './social';
import { supportRouter } from './support';

export const appRouter = router({
  poll: pollRouter,
  shop: shopRouter,
  orders: ordersRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  billing: billingRouter,
  artist: artistRouter,
  members: membersRouter,
  raffle: raffleRouter,
  feed: feedRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  push: pushRouter,
  privacy: privacyRouter,
  moderation: moderationRouter,
  lives: livesRouter,
  support: supportRouter,
  social: socialRouter,
});

export type AppRouter = typeof appRouter;
