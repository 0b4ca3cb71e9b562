import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '../../../db/schema';
import type { Db } from './port';

/** The embedded engine over a local file (or `:memory:`); also reaches Turso URLs from scripts. */
export function nodeDatabase(url: string, authToken?: string): { db: Db; close: () => void } {
  const client = createClient({ url, authToken });
  const db = drizzle(client, { schema });
  return { db, close: () => client.close() };
}
