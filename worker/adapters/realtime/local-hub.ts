import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as PATHS from '../../contracts/paths';
import type { Clock } from '../clock/port';
import { allows } from './capability';
import type { Capability, Realtime } from './port';

const GRANT_TTL_MS = 60 * 60 * 1000;
/** The hub pings every socket this often. */
const HEARTBEAT_MS = 15_000;
/**
 * Pings in a row a socket may leave unanswered before it counts as dead (closed laptop, lost
 * network) and is terminated, leaving presence: 2–3 heartbeats, 30–45 s by default. One late pong
 * (a busy event loop reads it after the next tick) is not a disconnect.
 */
const MISSED_PINGS = 2;
/** Bytes queued for one socket beyond which it is a slow consumer and is cut off (it reconnects and catches up from the database). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LocalHubOptions {
  /** The member's last socket closed (or timed out): the one moment "last seen" is written. */
  onLastLeave?: (clientId: string) => void;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
}

export interface AttachOptions {
  /** Origins a browser page of this site sends; an upgrade carrying any other Origin is refused (cross-site WebSocket hijacking). */
  allowedOrigins: () => readonly string[];
  /**
   * The member signed in by the request's session cookie (null: none). When given, a grant is
   * only taken together with the session it was issued to: a token that leaked on its own (a
   * logged URL) opens nothing.
   */
  sessionUserId?: (cookieHeader: string | undefined) => Promise<string | null>;
}

type ClientMessage =
  | { op: 'subscribe' | 'unsubscribe' | 'enter' | 'leave'; channel: string }
  | { op: 'publish'; channel: string; name: string; data: unknown };

interface Connection {
  socket: WebSocket;
  clientId: string;
  capability: Capability;
  channels: Set<string>;
  present: Set<string>;
  /** Pings sent since the last pong. */
  missed: number;
}

/**
 * The embedded default's realtime: one in-process WebSocket hub with the
 * publish / subscribe / presence model of Ably, and signed, capability-limited grants.
 */
export function createLocalHub(secret: string, clock: Clock, options: LocalHubOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  const verify = (token: string): { clientId: string; capability: Capability } | null => {
    const [payload, sig] = token.split('.');
    if (!payload || !sig) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c: string; cap: Capability; exp: number };
      return body.exp > clock.now().getTime() ? { clientId: body.c, capability: body.cap } : null;
    } catch {
      return null;
    }
  };

  // A socket whose queue outgrew the bound is cut off rather than buffered without limit: one reader
  // that stopped reading must cost neither the others' delivery nor the process's memory.
  const sendRaw = (socket: WebSocket, text: string | Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBuffered) return socket.terminate();
    socket.send(text, { binary: false });
  };
  const send = (socket: WebSocket, msg: unknown) => sendRaw(socket, JSON.stringify(msg));

  const members = (channel: string) => [...new Set([...connections].filter((c) => c.present.has(channel)).map((c) => c.clientId))];

  // Serialised and UTF-8 encoded once per event, not once per subscriber (sent as a text frame).
  const broadcast = (channel: string, msg: unknown) => {
    const bytes = Buffer.from(JSON.stringify(msg));
    for (const c of connections) if (c.channels.has(channel)) sendRaw(c.socket, bytes);
  };
  const broadcastPresence = (channel: string) => broadcast(channel, { op: 'presence', channel, members: members(channel) });
  const deliver = (channel: string, name: string, data: unknown) => broadcast(channel, { op: 'message', channel, name, data });

  const onMessage = (conn: Connection, raw: string) => {
    let msg: ClientMessage;
    try {
      msg = JSON.parse(raw) as ClientMessage;
    } catch {
      return send(conn.socket, { op: 'error', message: 'invalid message' });
    }
    if (typeof msg?.channel !== 'string') return send(conn.socket, { op: 'error', message: 'invalid message' });
    const { channel } = msg;
    const need = msg.op === 'publish' ? 'publish' : msg.op === 'enter' || msg.op === 'leave' ? 'presence' : 'subscribe';
    if (!allows(conn.capability, channel, need)) return send(conn.socket, { op: 'error', channel, message: 'forbidden' });
    switch (msg.op) {
      case 'subscribe':
        conn.channels.add(channel);
        return send(conn.socket, { op: 'presence', channel, members: members(channel) });
      case 'unsubscribe':
        conn.channels.delete(channel);
        return;
      case 'enter':
        conn.present.add(channel);
        return broadcastPresence(channel);
      case 'leave':
        conn.present.delete(channel);
        return broadcastPresence(channel);
      case 'publish':
        // The sender is the grant's clientId, as Ably stamps an identified client's messages: never what the page claims.
        return broadcast(channel, { op: 'message', channel, name: String(msg.name), data: msg.data, clientId: conn.clientId });
      default:
        return send(conn.socket, { op: 'error', message: 'unknown op' });
    }
  };

  const realtime: Realtime = {
    async publish(channel, name, data) {
      deliver(channel, name, data);
    },
    async grant(clientId, capability) {
      const expiresAt = clock.now().getTime() + GRANT_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ c: clientId, cap: capability, exp: expiresAt })).toString('base64url');
      return { kind: 'local', socketPath: PATHS.realtimeSocket, token: `${payload}.${sign(payload)}`, expiresAt };
    },
    async presence(channel) {
      return members(channel);
    },
    // A reconnect needs a valid session (attach's sessionUserId), which a suspension deletes, so
    // closing the member's sockets ends their access; its close leaves presence as usual.
    async revoke(clientId) {
      for (const c of connections) if (c.clientId === clientId) c.socket.close(4001, 'revoked');
    },
  };

  // Pings every socket; one that left MISSED_PINGS in a row unanswered is terminated, and its close leaves presence.
  // Nothing is written per heartbeat: the pong only resets a counter in memory.
  const heartbeat = setInterval(() => {
    for (const c of connections) {
      if (c.missed >= MISSED_PINGS) {
        c.socket.terminate();
        continue;
      }
      c.missed++;
      c.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const refuse = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    socket.destroy();
  };

  /** Takes WebSocket upgrades on the socket path of a Node HTTP server. */
  const attach = (server: Server, attachOptions: AttachOptions) => {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname !== PATHS.realtimeSocket) return;
      // Browsers always send Origin on a WebSocket handshake; a page of another site is refused even with a stolen token.
      const origin = req.headers.origin;
      if (origin && !attachOptions.allowedOrigins().includes(origin)) return refuse(socket, '403 Forbidden');
      const grant = verify(url.searchParams.get('token') ?? '');
      if (!grant) return refuse(socket, '401 Unauthorized');
      const session = attachOptions.sessionUserId ? attachOptions.sessionUserId(req.headers.cookie) : Promise.resolve(grant.clientId);
      void session.then(
        (userId) => (userId === grant.clientId ? accept(req, socket, head, grant) : refuse(socket, '401 Unauthorized')),
        () => refuse(socket, '503 Service Unavailable'),
      );
    });
  };

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, grant: { clientId: string; capability: Capability }) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { socket: ws, ...grant, channels: new Set(), present: new Set(), missed: 0 };
      connections.add(conn);
      ws.on('pong', () => (conn.missed = 0));
      ws.on('message', (data) => onMessage(conn, data.toString()));
      ws.on('error', () => ws.terminate());
      ws.on('close', () => {
        connections.delete(conn);
        for (const channel of conn.present) broadcastPresence(channel);
        // The member's last tab closed or timed out: the one moment "last seen" is written (never per heartbeat).
        if (![...connections].some((c) => c.clientId === conn.clientId)) options.onLastLeave?.(conn.clientId);
      });
    });
  };

  const close = () => {
    clearInterval(heartbeat);
    for (const c of connections) c.socket.terminate();
    wss.close();
  };

  /** Open sockets (for tests and the bench). */
  const size = () => connections.size;

  return { realtime, attach, close, size };
}
