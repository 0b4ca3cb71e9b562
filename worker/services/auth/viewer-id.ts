/**
 * The member a read is for: their user id, or (from a member query, worker/trpc/init.ts) a promise
 * of it that settles when the session read does. A service given the promise starts the reads that
 * need no user id at once and awaits it before anything that does.
 */
export type ViewerId = string | Promise<string>;
