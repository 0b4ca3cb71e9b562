import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '../../../db/schema';
import type { Db } from './port';
import { reusePreparedStatements } from './reuse-statements';
import { databaseFiles, gateClient } from './write-gate';

/** The client's own default pool size for a local file, made explicit so every connection can be reached. */
const DEFAULT_CONNECTIONS = 20;

/**
 * The embedded engine over a local file (or `:memory:`); also reaches Turso URLs from scripts.
 * A local file's connection is gated (write-gate.ts): it refuses to run once the files turn unwritable.
 * Each connection keeps its prepared statements (reuse-statements.ts).
 * The app's connections then get `secureDeleteOnEveryConnection` (worker/node/build-deps.ts).
 */
export function nodeDatabase(
  url: string,
  authToken?: string,
  opts: { concurrency?: number } = {},
): { db: Db; close: () => void; connections: number } {
  reusePreparedStatements();
  const connections = opts.concurrency ?? DEFAULT_CONNECTIONS;
  const client = createClient({ url, authToken, concurrency: connections });
  const files = databaseFiles(url);
  const db = drizzle(files ? gateClient(client, files) : client, { schema });
  return { db, close: () => client.close(), connections };
}

/**
 * `secure_delete` makes SQLite overwrite a deleted row, and the old copy of an updated one, with
 * zeros, so an erased account (services/privacy/delete-account.ts) leaves no bytes of its e-mail
 * or username in the file's free space. It is a setting of each connection, and the client opens
 * its connections itself: holding every one of its pool at once (a transaction each) sets it on
 * all of them before the app's first query. A connection the client drops as broken and opens
 * again would miss it; the pool opens no other. Local files only (Turso: docs/decisions/0012-account-erasure.md).
 */
export async function secureDeleteOnEveryConnection(db: Db, connections: number): Promise<void> {
  const client = (db as unknown as { $client: Client }).$client;
  const held = await Promise.all(Array.from({ length: connections }, () => client.transaction('deferred')));
  try {
    for (const tx of held) await tx.execute('PRAGMA secure_delete = ON');
  } finally {
    for (const tx of held) await tx.commit();
  }
}
