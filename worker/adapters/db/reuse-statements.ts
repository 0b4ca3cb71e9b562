import Database from 'libsql';

/** Statements kept per connection, least recently used out: the hot paths use a few dozen. */
export const STATEMENTS_PER_CONNECTION = 128;

/** Marks the class once patched (a module loaded twice, as test runners do, must not wrap it again). */
const INSTALLED = Symbol.for('mito.reusePreparedStatements');

/**
 * The embedded engine keeps each connection's prepared statements, by SQL text, instead of
 * compiling every statement anew. `@libsql/client` prepares each statement it runs
 * (`executeStmt` in its sqlite3.js), and compiling is most of what a small write costs: an UPDATE
 * of a post's counts compiles Em Alta's score expression (db/schema/trending-score.ts) for its
 * index, about 0.7 ms of a reaction toggle's CPU, where running it takes microseconds
 * (bench/reaction-toggle.bench.ts).
 *
 * Safe to share because of how the client and SQLite use a statement: the client runs each one
 * to completion (`all` or `run`) before it prepares the next, a connection runs one thing at a
 * time, and a statement is reset and re-bound on every run (also after a failed one). A change of
 * the schema (PRAGMA schema_version, read before each look-up) empties the connection's statements.
 * Installed once, for every connection `libsql` opens in this process (node.ts); Workers talk to
 * Turso over HTTP and never load it.
 */
export function reusePreparedStatements() {
  const proto = Database.prototype as unknown as { prepare(this: object, sql: string): unknown; [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const prepare = proto.prepare;
  type Statement = { raw(on: boolean): { get(): unknown } };
  const kept = new WeakMap<object, { version: Statement; schema: unknown; statements: Map<string, unknown> }>();
  proto.prepare = function (sql) {
    let conn = kept.get(this);
    if (!conn)
      kept.set(
        this,
        (conn = { version: prepare.call(this, 'PRAGMA schema_version') as Statement, schema: undefined, statements: new Map() }),
      );
    // A schema change (from any connection) drops what was kept: a kept `SELECT *` would still name the old columns.
    const schema = (conn.version.raw(true).get() as unknown[])[0];
    if (schema !== conn.schema) {
      conn.statements.clear();
      conn.schema = schema;
    }
    const cache = conn.statements;
    const hit = cache.get(sql);
    if (hit) {
      // Map order is insertion order: re-inserting marks it the most recently used.
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = prepare.call(this, sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value!);
    return statement;
  };
}
