/**
 * Dev-only Hrana-over-HTTP endpoint over a local libSQL file, so the real Workers
 * entry (`npm run dev:worker`, the workerd test suite) talks to a database the
 * way it talks to Turso: `@libsql/client/web` → HTTP → SQL. No libSQL server
 * installs from the npm registry that @libsql/client/web can talk to, hence this one.
 *
 * Serves Hrana 3 and 2 with the JSON encoding: GET /v2, GET /v3 (version checks),
 * POST /v2/pipeline, POST /v3/pipeline and POST /v3/cursor. Each stream is its own
 * SQLite connection, addressed by a single-use random baton, closed after
 * `streamIdleMs` without requests (an open transaction is rolled back).
 * With `namespaces`, the same paths under `/ns/<name>/` serve a database of their own,
 * copied from a template on first use: the workers suite gives each test file one.
 * Not provided: the Protobuf encoding (GET /v3-protobuf answers 404, which makes
 * hrana clients fall back to JSON), JWT checks (an optional static bearer token
 * instead) and TLS. Never imported by the worker bundle; never run in production.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'libsql';
import type { Batch, HranaErrorBody, StreamRequest } from './hrana/protocol';
import { HranaStream, toHranaError } from './hrana/stream';

export interface HranaServerOptions {
  /** Path of the SQLite/libSQL database file (created when missing). */
  file: string;
  port?: number;
  host?: string;
  /** When set, requests must send `Authorization: Bearer <authToken>`. */
  authToken?: string;
  streamIdleMs?: number;
  /** Where `/ns/<name>/` databases live; each starts as a copy of `file`. */
  namespaces?: { dir: string };
  /** The clock idle streams are measured by (tests move it by hand). */
  now?: () => number;
}

export interface HranaServer {
  url: string;
  port: number;
  /** Streams currently open (tests use it to see that clients close theirs). */
  openStreams: () => number;
  /** Statements waiting right now for another stream's write lock. */
  waitingForLock: () => number;
  /** Closes the streams idle for `streamIdleMs` (done every few seconds by itself); how many it closed. */
  sweepIdle: () => number;
  close: () => Promise<void>;
}

const NAMESPACE = /^\/ns\/([a-z0-9-]{1,64})(\/.*)?$/;

const MAX_BODY_BYTES = 16 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: HranaErrorBody,
  ) {
    super(body.message);
  }
}

export async function startHranaServer(o: HranaServerOptions): Promise<HranaServer> {
  // WAL lets readers go on while one stream holds a write transaction.
  const setup = new Database(o.file, { timeout: 5_000 });
  setup.exec('PRAGMA journal_mode = WAL');
  setup.close();

  const idleMs = o.streamIdleMs ?? 20_000;
  const now = o.now ?? Date.now;
  const lockWaits = { now: 0 };
  const streams = new Map<string, { stream: HranaStream; file: string; lastUsed: number }>();

  /** The database a namespace names, made from the template the first time it is asked for. */
  const namespaceFile = (name: string) => {
    const file = join(o.namespaces!.dir, `${name}.db`);
    if (existsSync(file)) return file;
    // VACUUM INTO copies what the template's open connections see, WAL included.
    const template = new Database(o.file, { timeout: 5_000 });
    template.exec(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
    template.close();
    const copy = new Database(file, { timeout: 5_000 });
    copy.exec('PRAGMA journal_mode = WAL');
    copy.close();
    return file;
  };

  /** Takes the stream a baton names; the baton is spent whether or not the request succeeds. */
  const takeStream = (baton: unknown, file: string): HranaStream => {
    if (baton === null || baton === undefined) return new HranaStream(file, lockWaits);
    if (typeof baton !== 'string') throw new HttpError(400, { message: 'baton must be a string or null', code: 'PROTOCOL' });
    const entry = streams.get(baton);
    streams.delete(baton);
    if (!entry || entry.file !== file)
      throw new HttpError(400, { message: 'unknown or expired baton: the stream is closed', code: 'STREAM_EXPIRED' });
    return entry.stream;
  };

  const handBack = (stream: HranaStream, file: string): string | null => {
    if (stream.closed) return null;
    const baton = randomBytes(24).toString('base64url');
    streams.set(baton, { stream, file, lastUsed: now() });
    return baton;
  };

  const sweepIdle = () => {
    let closed = 0;
    for (const [baton, entry] of streams) {
      if (now() - entry.lastUsed < idleMs) continue;
      streams.delete(baton);
      entry.stream.close();
      closed++;
    }
    return closed;
  };
  const sweep = setInterval(sweepIdle, Math.min(idleMs, 5_000));
  sweep.unref();

  async function pipeline(body: { baton?: unknown; requests?: unknown }, file: string) {
    if (!Array.isArray(body.requests)) throw new HttpError(400, { message: 'requests must be an array', code: 'PROTOCOL' });
    const stream = takeStream(body.baton, file);
    const results = [];
    for (const req of body.requests as StreamRequest[]) {
      try {
        results.push({ type: 'ok', response: await stream.handle(req) });
      } catch (e) {
        results.push({ type: 'error', error: toHranaError(e) });
      }
    }
    return { baton: handBack(stream, file), base_url: null, results };
  }

  /** v3/cursor: the batch's results as newline-separated entries after a first line with the baton. */
  async function cursor(body: { baton?: unknown; batch?: Batch }, file: string) {
    const stream = takeStream(body.baton, file);
    let entries: unknown[];
    try {
      const result = await stream.batch(body.batch as Batch);
      entries = result.step_results.flatMap((r, step): unknown[] => {
        const error = result.step_errors[step];
        if (error) return [{ type: 'step_error', step, error }];
        if (!r) return [];
        return [
          { type: 'step_begin', step, cols: r.cols },
          ...r.rows.map((row) => ({ type: 'row', row })),
          { type: 'step_end', affected_row_count: r.affected_row_count, last_insert_rowid: r.last_insert_rowid },
        ];
      });
    } catch (e) {
      entries = [{ type: 'error', error: toHranaError(e) }];
    }
    const head = { baton: handBack(stream, file), base_url: null };
    return [head, ...entries].map((line) => JSON.stringify(line)).join('\n') + '\n';
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      const body = e instanceof HttpError ? e.body : toHranaError(e);
      if (!res.headersSent) send(res, status, body);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let path = new URL(req.url ?? '/', 'http://local').pathname.replace(/\/+$/, '') || '/';
    let file = o.file;
    const ns = o.namespaces ? NAMESPACE.exec(path) : null;
    if (ns) {
      file = namespaceFile(ns[1]!);
      path = ns[2] || '/';
    }
    if (o.authToken && req.headers.authorization !== `Bearer ${o.authToken}`) {
      throw new HttpError(401, { message: 'missing or wrong bearer token', code: 'UNAUTHORIZED' });
    }
    if (req.method === 'GET' && (path === '/v2' || path === '/v3' || path === '/')) return send(res, 200, { ok: true });
    if (req.method !== 'POST')
      throw new HttpError(404, { message: `${req.method} ${path} is not served (JSON Hrana 2/3 only)`, code: 'NOT_FOUND' });
    if (path === '/v2/pipeline' || path === '/v3/pipeline') return send(res, 200, await pipeline(await readJson(req), file));
    if (path === '/v3/cursor') {
      const text = await cursor(await readJson(req), file);
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(text);
    }
    throw new HttpError(404, { message: `POST ${path} is not served (JSON Hrana 2/3 only)`, code: 'NOT_FOUND' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    port,
    openStreams: () => streams.size,
    waitingForLock: () => lockWaits.now,
    sweepIdle,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        for (const { stream } of streams.values()) stream.close();
        streams.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'request body too large', code: 'PROTOCOL' });
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw new HttpError(400, { message: 'body must be a JSON object', code: 'PROTOCOL' });
}

// `tsx scripts/hrana-server.ts --db .data/dev.db --port 8080`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { db: { type: 'string', default: '.data/dev.db' }, port: { type: 'string', default: '8080' }, host: { type: 'string' } },
  });
  const server = await startHranaServer({ file: values.db!, port: Number(values.port), host: values.host });
  console.log(`Hrana (dev) em ${server.url} sobre ${values.db}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
