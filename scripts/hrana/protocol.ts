/** The JSON shapes of Hrana 3 over HTTP (docs/HRANA_3_SPEC.md in tursodatabase/libsql). */
export type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

export interface Stmt {
  sql?: string | null;
  sql_id?: number | null;
  args?: Value[];
  named_args?: Array<{ name: string; value: Value }>;
  want_rows?: boolean;
}

export type BatchCond =
  | { type: 'ok'; step: number }
  | { type: 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and'; conds: BatchCond[] }
  | { type: 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

export interface Batch {
  steps: Array<{ condition?: BatchCond | null; stmt: Stmt }>;
}

export type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: Batch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe'; sql?: string | null; sql_id?: number | null }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

export interface HranaErrorBody {
  message: string;
  code?: string | null;
}

export interface Col {
  name: string | null;
  decltype: string | null;
}

export interface StmtResult {
  cols: Col[];
  rows: Value[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

export interface BatchResult {
  step_results: Array<StmtResult | null>;
  step_errors: Array<HranaErrorBody | null>;
}

export interface DescribeResult {
  params: Array<{ name: string | null }>;
  cols: Array<{ name: string; decltype: string | null }>;
  is_explain: boolean;
  is_readonly: boolean;
}

export type StreamResponse =
  | { type: 'close' }
  | { type: 'execute'; result: StmtResult }
  | { type: 'batch'; result: BatchResult }
  | { type: 'sequence' }
  | { type: 'describe'; result: DescribeResult }
  | { type: 'store_sql' }
  | { type: 'close_sql' }
  | { type: 'get_autocommit'; is_autocommit: boolean };

/** An error reported to the client as a Hrana `Error`; `code` follows sqld's names. */
export class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'HranaError';
  }
}

const MIN_INTEGER = -(2n ** 63n);
const MAX_INTEGER = 2n ** 63n - 1n;

/** A Hrana value as libsql binds it: integers as bigint (exact), floats as number, blobs as Buffer. */
export function decodeValue(v: Value): bigint | number | string | Buffer | null {
  switch (v?.type) {
    case 'null':
      return null;
    case 'integer': {
      if (typeof v.value !== 'string' || !/^-?\d+$/.test(v.value))
        throw new HranaError('integer value must be a decimal string', 'ARGS_INVALID');
      const n = BigInt(v.value);
      if (n < MIN_INTEGER || n > MAX_INTEGER) throw new HranaError('integer value out of 64-bit range', 'ARGS_INVALID');
      return n;
    }
    case 'float':
      if (typeof v.value !== 'number') throw new HranaError('float value must be a number', 'ARGS_INVALID');
      return v.value;
    case 'text':
      if (typeof v.value !== 'string') throw new HranaError('text value must be a string', 'ARGS_INVALID');
      return v.value;
    case 'blob':
      if (typeof v.base64 !== 'string') throw new HranaError('blob value must be base64', 'ARGS_INVALID');
      return Buffer.from(v.base64, 'base64');
    default:
      throw new HranaError('unknown value type', 'ARGS_INVALID');
  }
}

export function encodeValue(v: unknown): Value {
  if (v === null || v === undefined) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
  throw new HranaError(`cannot encode a ${typeof v} value`, 'INTERNAL');
}
