import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '../../../db/schema';
import type { Db } from './port';

/** The embedded engine over a local file (or `:memory:`); also reaches Turso URLs from scripts. */
export function nodeDatabase(url: string, authToken?: string, opts: { concurrency?: number } = {}): { db: Db; close: () => void } {
  const client = createClient({ url, authToken, ...opts });
  const db = drizzle(client, { schema });
  return { db, close: () => client.close() };
}
