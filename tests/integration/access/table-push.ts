import { count } from 'drizzle-orm';
import { pushPreferences, pushSubscriptions } from '../../../db/schema';
import type { AccessRow } from './rows';
import type { T } from './callers';

const rowsIn = (table: typeof pushSubscriptions | typeof pushPreferences) => async (t: T) =>
  (await t.deps.db.select({ n: count() }).from(table).get())?.n ?? 0;

/** A browser's subscription as PushSubscription.toJSON() gives it (the stand-in's address; nothing is sent on subscribe). */
const device = (t: T) => ({
  endpoint: `http://127.0.0.1:9/push/${t.deps.random.id()}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/** 'Notificações' in /configuracoes: a member's own devices and switches. */
export const PUSH_ROWS: Record<string, AccessRow> = {
  'push.settings': {},
  'push.setPreferences': {
    input: () => ({ messages: true, mentions: false, followers: true, posts: false, lives: true }),
    untouched: rowsIn(pushPreferences),
  },
  'push.subscribe': { input: (c) => device(c.t), untouched: rowsIn(pushSubscriptions) },
  'push.unsubscribe': { input: (c) => ({ endpoint: device(c.t).endpoint }), untouched: rowsIn(pushSubscriptions) },
};
