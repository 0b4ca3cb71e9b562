import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '../../../db/schema';
import type { Db } from './port';
import { databaseFiles, gateClient } from './write-gate';

/**
 * The embedded engine over a local file (or `:memory:`); also reaches Turso URLs from scripts.
 * A local file's connection is gated (write-gate.ts): it refuses to run once the files turn unwritable.
 */
export function nodeDatabase(url: string, authToken?: string, opts: { concurrency?: number } = {}): { db: Db; close: () => void } {
  const client = createClient({ url, authToken, ...opts });
  const files = databaseFiles(url);
  const db = drizzle(files ? gateClient(client, files) : client, { schema });
  return { db, close: () => client.close() };
}
