import { integer, text } from 'drizzle-orm/sqlite-core';

/** Primary keys are random text ids made by the random port (no guessable sequences). */
export const id = () => text('id').primaryKey();

/** UTC instant stored as milliseconds since the epoch. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () => timestamp('created_at').notNull();
