import { AppError } from '../../lib/app-error';
import type { Realtime } from './port';

/**
 * What the Worker uses when ABLY_API_KEY is not set: the site keeps working
 * without live updates. Published events are dropped (the data they announce is
 * already in the database, so a reload shows it), nobody is reported present,
 * and a browser asking to connect gets a clear "realtime indisponível" error
 * instead of a grant that could never connect.
 */
export function disabledRealtime(): Realtime {
  return {
    async publish() {},
    async grant() {
      throw new AppError('REALTIME_UNAVAILABLE');
    },
    async presence() {
      return [];
    },
    async revoke() {},
  };
}
