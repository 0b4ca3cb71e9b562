import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from '../../../db/schema';
import type { Db } from './port';

/** Turso (or the dev Hrana endpoint) over HTTP: the only driver that runs in workerd. */
export function webDatabase(url: string, authToken?: string): Db {
  return drizzle(createClient({ url, authToken }), { schema }) as unknown as Db;
}
