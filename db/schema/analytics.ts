import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { ANALYTICS_EVENTS } from './enums';

export { ANALYTICS_EVENTS };

/** First-party analytics; no personal data (no CPF, e-mail or WhatsApp) is ever stored here. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: id(),
    name: text('name', { enum: ANALYTICS_EVENTS }).notNull(),
    visitorId: text('visitor_id'),
    path: text('path'),
    props: text('props', { mode: 'json' }).$type<Record<string, unknown>>(),
    utm: text('utm', { mode: 'json' }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_name_created_idx').on(t.name, t.createdAt)],
);
