import Database from 'libsql';
import {
  decodeValue,
  encodeValue,
  HranaError,
  type Batch,
  type BatchCond,
  type BatchResult,
  type DescribeResult,
  type HranaErrorBody,
  type Stmt,
  type StmtResult,
  type StreamRequest,
  type StreamResponse,
} from './protocol';
import { paramIndex, scanSql } from './sql-scan';

type Connection = InstanceType<typeof Database>;

const SQLITE_BUSY = 5;
const SQLITE_BUSY_SNAPSHOT = 517;
const BUSY_WAIT_MS = 5_000;

// Base result codes, as @libsql/client's file driver reports them, so code that
// checks `code === 'SQLITE_CONSTRAINT'` behaves the same on both drivers.
const BASE_CODES = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
];

const rawCodeOf = (e: unknown) => (e instanceof Database.SqliteError && typeof e.rawCode === 'number' ? e.rawCode : undefined);

/** What the client sees for any failure; never a stack trace. */
export function toHranaError(e: unknown): HranaErrorBody {
  if (e instanceof HranaError) return { message: e.message, code: e.code };
  const raw = rawCodeOf(e);
  if (raw !== undefined) return { message: (e as Error).message, code: `SQLITE_${BASE_CODES[raw & 0xff] ?? 'UNKNOWN'}` };
  return { message: e instanceof Error ? e.message : String(e), code: 'INTERNAL' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * libsql is synchronous: waiting on a lock with SQLite's busy_timeout would block
 * the event loop, and with it the very request that would release the lock (the
 * COMMIT of another stream's interactive transaction). So locks are waited for
 * here, asynchronously. `run` must step the same prepared statement again: a
 * statement left behind after BUSY stays active and makes the connection's later
 * COMMIT fail ("SQL statements in progress"). BUSY_SNAPSHOT is not retried: the
 * transaction's snapshot is stale and only the client can start over.
 */
async function whenNotBusy<T>(run: () => T, waits: LockWaits): Promise<T> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return run();
    } catch (e) {
      const raw = rawCodeOf(e);
      if (raw === undefined || (raw & 0xff) !== SQLITE_BUSY || raw === SQLITE_BUSY_SNAPSHOT || Date.now() > deadline) throw e;
      waits.now++;
      try {
        await sleep(delay);
      } finally {
        waits.now--;
      }
    }
  }
}

/** How many statements are waiting for another stream's lock right now (shared by a server's streams). */
export interface LockWaits {
  now: number;
}

/** One Hrana stream: one SQLite connection with its own transaction state and stored SQL texts. */
export class HranaStream {
  readonly #db: Connection;
  readonly #sqls = new Map<number, string>();
  readonly #totals;
  #closed = false;

  readonly #waits: LockWaits;

  constructor(file: string, waits: LockWaits = { now: 0 }) {
    // timeout 0: never block the event loop on a lock (see whenNotBusy).
    this.#db = new Database(file, { timeout: 0 });
    this.#waits = waits;
    this.#totals = this.#db.prepare('SELECT total_changes(), last_insert_rowid()').raw(true).safeIntegers(true);
  }

  get closed() {
    return this.#closed;
  }

  get isAutocommit() {
    return !this.#db.inTransaction;
  }

  async handle(req: StreamRequest): Promise<StreamResponse> {
    if (this.#closed) throw new HranaError('the stream is closed', 'STREAM_CLOSED');
    switch (req?.type) {
      case 'close':
        this.close();
        return { type: 'close' };
      case 'execute':
        return { type: 'execute', result: await this.#execute(req.stmt) };
      case 'batch':
        return { type: 'batch', result: await this.batch(req.batch) };
      case 'sequence': {
        const sql = this.#sqlOf(req.sql, req.sql_id);
        // Not retried on BUSY: statements before the failing one have already run.
        this.#db.exec(sql);
        return { type: 'sequence' };
      }
      case 'describe':
        return { type: 'describe', result: this.#describe(this.#sqlOf(req.sql, req.sql_id)) };
      case 'store_sql':
        if (this.#sqls.has(req.sql_id)) throw new HranaError(`SQL text id ${req.sql_id} is already in use`, 'PROTOCOL');
        if (typeof req.sql !== 'string') throw new HranaError('store_sql needs sql', 'PROTOCOL');
        this.#sqls.set(req.sql_id, req.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        this.#sqls.delete(req.sql_id);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: this.isAutocommit };
      default:
        throw new HranaError(`unknown request type ${JSON.stringify((req as { type?: unknown })?.type)}`, 'PROTOCOL');
    }
  }

  /** Runs every step whose condition holds; a failing step is reported in step_errors, not thrown. */
  async batch(batch: Batch): Promise<BatchResult> {
    if (!Array.isArray(batch?.steps)) throw new HranaError('batch needs steps', 'PROTOCOL');
    const result: BatchResult = { step_results: [], step_errors: [] };
    for (const step of batch.steps) {
      if (step.condition && !this.#holds(step.condition, result)) {
        result.step_results.push(null);
        result.step_errors.push(null);
        continue;
      }
      try {
        result.step_results.push(await this.#execute(step.stmt));
        result.step_errors.push(null);
      } catch (e) {
        result.step_results.push(null);
        result.step_errors.push(toHranaError(e));
      }
    }
    return result;
  }

  /** Ends the stream; an unfinished transaction is rolled back, as when a client disappears. */
  close() {
    if (this.#closed) return;
    this.#closed = true;
    try {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
    } finally {
      this.#db.close();
    }
  }

  #holds(cond: BatchCond, done: BatchResult): boolean {
    switch (cond.type) {
      case 'ok':
        return done.step_results[cond.step] != null;
      case 'error':
        return done.step_errors[cond.step] != null;
      case 'not':
        return !this.#holds(cond.cond, done);
      case 'and':
        return cond.conds.every((c) => this.#holds(c, done));
      case 'or':
        return cond.conds.some((c) => this.#holds(c, done));
      case 'is_autocommit':
        return this.isAutocommit;
      default:
        throw new HranaError('unknown batch condition', 'PROTOCOL');
    }
  }

  #sqlOf(sql: string | null | undefined, sqlId: number | null | undefined): string {
    if (typeof sql === 'string' && sqlId == null) return sql;
    if (sql == null && typeof sqlId === 'number') {
      const stored = this.#sqls.get(sqlId);
      if (stored === undefined) throw new HranaError(`SQL text id ${sqlId} is not stored`, 'SQL_NOT_FOUND');
      return stored;
    }
    throw new HranaError('exactly one of sql and sql_id must be given', 'PROTOCOL');
  }

  #checkedScan(sql: string) {
    const scan = scanSql(sql);
    if (scan.statements === 0) throw new HranaError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
    if (scan.statements > 1) throw new HranaError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
    return scan;
  }

  async #execute(stmt: Stmt): Promise<StmtResult> {
    const sql = this.#sqlOf(stmt?.sql, stmt?.sql_id);
    const scan = this.#checkedScan(sql);
    const args = stmt.args ?? [];
    if (args.length > scan.params.length)
      throw new HranaError(`${args.length} arguments given, the statement has ${scan.params.length} parameters`, 'ARGS_INVALID');
    const bound: unknown[] = scan.params.map((_, i) => (i < args.length ? decodeValue(args[i]!) : undefined));
    for (const { name, value } of stmt.named_args ?? []) {
      const i = paramIndex(scan, name);
      if (i < 0) throw new HranaError(`the statement has no parameter named ${name}`, 'ARGS_INVALID');
      bound[i] = decodeValue(value);
    }
    scan.params.forEach((p, i) => {
      if (p && bound[i] === undefined) throw new HranaError(`no argument for parameter ${p.name ?? `?${i + 1}`}`, 'ARGS_INVALID');
      if (!p) bound[i] = null;
    });

    const prepared = await whenNotBusy(() => this.#db.prepare(sql), this.#waits);
    if (!prepared.reader) {
      const info = await whenNotBusy(() => prepared.run(bound), this.#waits);
      return { cols: [], rows: [], affected_row_count: info.changes, last_insert_rowid: this.#lastRowid() };
    }
    // Rows-returning writes (INSERT … RETURNING) still report what they changed.
    const before = this.#totalChanges();
    prepared.raw(true).safeIntegers(true);
    const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
    const rows = (await whenNotBusy(() => prepared.all(bound), this.#waits)) as unknown[][];
    return {
      cols,
      rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
      affected_row_count: Number(this.#totalChanges() - before),
      last_insert_rowid: this.#lastRowid(),
    };
  }

  #describe(sql: string): DescribeResult {
    const scan = this.#checkedScan(sql);
    const prepared = this.#db.prepare(sql);
    const cols = prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [];
    return {
      params: scan.params.map((p) => ({ name: p?.name ?? null })),
      cols,
      is_explain: scan.isExplain,
      is_readonly: scan.isExplain || this.#isReadonly(sql),
    };
  }

  /** sqlite3_stmt_readonly is not exposed by libsql's binding; the bytecode tells the same thing. */
  #isReadonly(sql: string): boolean {
    const ops = this.#db.prepare(`EXPLAIN ${sql}`).raw(true).all([]) as unknown[][];
    return !ops.some(([, opcode, , p2]) => opcode === 'OpenWrite' || (opcode === 'Transaction' && Number(p2) !== 0));
  }

  #totalChanges(): bigint {
    return (this.#totals.get() as [bigint, bigint])[0];
  }

  #lastRowid(): string {
    return (this.#totals.get() as [bigint, bigint])[1].toString();
  }
}
