import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type * as schema from './schema';

/**
 * drizzle over a libSQL client (a local file on Node, Turso over HTTP on Workers). Declared here,
 * beside the schema it is typed by, because db/ never imports worker/; the worker's database port
 * (worker/adapters/db/port.ts) is this type.
 */
export type Db = LibSQLDatabase<typeof schema>;
