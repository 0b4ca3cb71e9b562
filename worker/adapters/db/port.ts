import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type * as schema from '../../../db/schema';

/** The database port: drizzle over a libSQL client (a local file on Node, Turso over HTTP on Workers). */
export type Db = LibSQLDatabase<typeof schema>;
