import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from '../../../db/schema';
import type { Db } from './port';

/** One Hrana request (a statement, a batch, one step of a transaction); Turso answers in milliseconds. */
const TURSO_TIMEOUT_MS = 10_000;

/** Turso (or the dev Hrana endpoint) over HTTP: the only driver that runs in workerd. */
export function webDatabase(url: string, authToken?: string, timeoutMs = TURSO_TIMEOUT_MS): Db {
  // A stalled connection fails the request (503/500 through the usual error paths) instead of holding it until the platform kills it.
  const fetchWithTimeout = (input: Request | string | URL, init?: RequestInit) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  return drizzle(createClient({ url, authToken, fetch: fetchWithTimeout }), { schema }) as unknown as Db;
}
