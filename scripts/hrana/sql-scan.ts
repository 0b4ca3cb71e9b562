/**
 * Just enough of SQLite's tokenizer for the dev Hrana server: the statement's
 * parameters (for named arguments, argument checks and `describe`) and how many
 * statements the text holds. libsql's JS binding exposes neither, and binding a
 * named argument it cannot match aborts the whole process, so the server binds
 * everything by position from this scan.
 */
export interface SqlParam {
  /** `:name`, `@name`, `$name`, `?NNN`; null for a bare `?`. */
  name: string | null;
}

export interface SqlScan {
  /** Index i holds parameter i+1; a hole (undefined) is an index the text never uses (`?3` alone). */
  params: Array<SqlParam | undefined>;
  statements: number;
  isExplain: boolean;
}

const isIdentStart = (c: string) => /[A-Za-z_]/.test(c) || c > '\x7f';
const isIdentPart = (c: string) => /[A-Za-z0-9_$]/.test(c) || c > '\x7f';

export function scanSql(sql: string): SqlScan {
  const params: Array<SqlParam | undefined> = [];
  const named = new Map<string, number>();
  let statements = 0;
  let tokensInStatement = 0;
  let firstWords: string[] = [];
  let isExplain = false;
  // Inside CREATE TRIGGER … BEGIN … END the semicolons end the trigger's own statements.
  let inTriggerBody = false;
  let caseDepth = 0;

  const addParam = (name: string | null, index?: number) => {
    let i = index;
    if (i === undefined && name !== null) i = named.get(name);
    if (i === undefined) i = params.length + 1;
    if (name !== null && !name.startsWith('?')) named.set(name, i);
    while (params.length < i) params.push(undefined);
    params[i - 1] = { name };
  };

  const word = (w: string) => {
    const upper = w.toUpperCase();
    if (tokensInStatement === 0) {
      statements++;
      if (statements === 1 && upper === 'EXPLAIN') isExplain = true;
    }
    if (firstWords.length < 3) firstWords.push(upper);
    const isTrigger = firstWords[0] === 'CREATE' && (firstWords[1] === 'TRIGGER' || firstWords[2] === 'TRIGGER');
    if (isTrigger && upper === 'BEGIN') inTriggerBody = true;
    else if (inTriggerBody && upper === 'CASE') caseDepth++;
    else if (inTriggerBody && upper === 'END') {
      if (caseDepth > 0) caseDepth--;
      else inTriggerBody = false;
    }
    tokensInStatement++;
  };
  const other = () => {
    if (tokensInStatement === 0) statements++;
    tokensInStatement++;
  };

  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf(close, j);
        if (k < 0) {
          j = sql.length;
          break;
        }
        // A doubled quote is an escaped quote (not inside [brackets]).
        if (close !== ']' && sql[k + 1] === close) j = k + 2;
        else {
          j = k + 1;
          break;
        }
      }
      other();
      i = j;
    } else if (c === '?') {
      let j = i + 1;
      while (j < sql.length && /[0-9]/.test(sql[j]!)) j++;
      if (j > i + 1) addParam(sql.slice(i, j), Number(sql.slice(i + 1, j)));
      else addParam(null);
      other();
      i = j;
    } else if ((c === ':' || c === '@' || c === '$') && next !== undefined && isIdentPart(next)) {
      let j = i + 1;
      while (j < sql.length && isIdentPart(sql[j]!)) j++;
      addParam(sql.slice(i, j));
      other();
      i = j;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < sql.length && isIdentPart(sql[j]!)) j++;
      // x'ABCD' blob literals: the quote is read by the string branch on the next turn.
      word(sql.slice(i, j));
      i = j;
    } else if (c === ';') {
      if (!inTriggerBody) {
        tokensInStatement = 0;
        firstWords = [];
        caseDepth = 0;
      }
      i++;
    } else {
      other();
      i++;
    }
  }
  return { params, statements, isExplain };
}

/** Index (0-based) of a named parameter; Hrana lets clients leave out the `:`/`@`/`$` prefix. */
export function paramIndex(scan: SqlScan, name: string): number {
  const candidates = /^[:@$?]/.test(name) ? [name] : [`:${name}`, `@${name}`, `$${name}`];
  for (const candidate of candidates) {
    const i = scan.params.findIndex((p) => p?.name === candidate);
    if (i >= 0) return i;
  }
  return -1;
}
