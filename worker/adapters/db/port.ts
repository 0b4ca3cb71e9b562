/** The database port: drizzle over a libSQL client (a local file on Node, Turso over HTTP on Workers). */
export type { Db } from '../../../db/database';
