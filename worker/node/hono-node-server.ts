import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/**
 * A faster path for small request bodies in the Node entry.
 *
 * `@hono/node-server` turns every POST body into a web ReadableStream
 * (`Readable.toWeb`) inside a full undici `Request`, and an empty JSON route
 * spends most of its time there. A body with a declared Content-Length up to
 * `maxBytes` (every JSON call the web app makes) is read here into one Buffer
 * first — node-server's documented `incoming.rawBody` — and `withBufferedBody`
 * answers `text()`, `json()` and `arrayBuffer()` straight from it. Anything
 * else (chunked or oversized bodies) takes node-server's usual path, where the
 * app's body limit answers 413.
 */
type WithRawBody = IncomingMessage & { rawBody?: Buffer };

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function bufferSmallBodies(listener: RequestListener, maxBytes: number): RequestListener {
  return (incoming: WithRawBody, outgoing: ServerResponse) => {
    const declared = Number(incoming.headers['content-length']);
    const small = !BODYLESS.has(incoming.method ?? 'GET') && !incoming.headers['transfer-encoding'] && declared > 0 && declared <= maxBytes;
    if (!small) return listener(incoming, outgoing);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => {
      incoming.rawBody = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      listener(incoming, outgoing);
    });
    // A client that hangs up mid-body leaves nothing to answer.
    incoming.once('error', () => outgoing.destroy());
  };
}

/**
 * Gives node-server's lightweight request body methods that read the buffered
 * body (so no undici Request is built for it), and a `signal` made only when asked for (tRPC asks) that aborts when
 * the client goes away before the answer is sent.
 */
export function withBufferedBody(req: Request, env: HttpBindings): Request {
  const raw = (env.incoming as WithRawBody).rawBody;
  if (!raw) return req;
  const text = () => Promise.resolve(raw.toString('utf8'));
  let controller: AbortController | undefined;
  let stream: ReadableStream<Uint8Array> | undefined;
  // Configurable and writable, as a proxy over this object (tRPC's Hono adapter makes one) must be free to answer differently.
  const method = (value: unknown) => ({ value, configurable: true, writable: true });
  Object.defineProperties(req, {
    text: method(text),
    json: method(() => text().then((t) => JSON.parse(t) as unknown)),
    arrayBuffer: method(() => Promise.resolve(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength))),
    // Read by the body-limit middleware (only to see that there is a body) and by streaming readers.
    body: {
      configurable: true,
      // One stream per request, as with a real Request: read once, then locked.
      get: () =>
        (stream ??= new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new Uint8Array(raw));
            c.close();
          },
        })),
    },
    signal: {
      configurable: true,
      get() {
        if (!controller) {
          const made = new AbortController();
          controller = made;
          env.outgoing.once('close', () => {
            if (!env.outgoing.writableFinished) made.abort(new Error('Client connection closed'));
          });
        }
        return controller.signal;
      },
    },
  });
  return req;
}

/** A request whose headers or body have not all arrived by then is closed (a slow-loris client holds nothing longer). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Open connections one address may hold; past it a new one is closed at once. A carrier NAT's browsers stay far below. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/**
 * Counts each address's open sockets and closes one past `max` before it sends a byte, so one
 * machine cannot hold the server's connections open (issue 40: 250 trickling connections stayed open).
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) return socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * An HTTP server for a Hono app's fetch, with the buffered path for bodies up to `maxBodyBytes`.
 * Node's own defaults keep a request whose body trickles in for 300 s and check only every 30 s;
 * here headers and body must both be in within REQUEST_TIMEOUT_MS, checked every second.
 */
export function createHonoNodeServer(
  fetch: (req: Request, env: HttpBindings) => Response | Promise<Response>,
  o: { maxBodyBytes: number; hostname?: string; requestTimeoutMs?: number; maxConnectionsPerAddress?: number },
): Server {
  const listener = getRequestListener((req, env) => fetch(withBufferedBody(req, env as HttpBindings), env as HttpBindings), {
    hostname: o.hostname,
  });
  const timeout = o.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = createServer(
    { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: 1_000 },
    bufferSmallBodies(listener, o.maxBodyBytes),
  );
  capConnectionsPerAddress(server, o.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS);
  return server;
}
