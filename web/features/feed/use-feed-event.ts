import { useEffect } from 'react';
import { FEED_CHANNEL } from '../../../worker/contracts/moderation';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';

export type FeedUtils = ReturnType<typeof trpc.useUtils>;

/**
 * One kind of event on the feed channel, for as long as the page is open, through the member's
 * realtime connection. `isEvent` and `onEvent` should be module-level functions (stable), so the
 * subscription is made once per connection.
 */
export function useFeedEvent<T>(name: string, isEvent: (d: unknown) => d is T, onEvent: (event: T, utils: FeedUtils) => void) {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const { connection } = useRealtime(me.data?.userId);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe(FEED_CHANNEL, (n, data) => {
      if (n === name && isEvent(data)) onEvent(data, utils);
    });
  }, [connection, utils, name, isEvent, onEvent]);
}
