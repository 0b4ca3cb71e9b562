import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Clock } from '../clock/port';
import { allows } from './capability';
import type { Capability, Realtime } from './port';

export const LOCAL_SOCKET_PATH = '/api/realtime/socket';
const GRANT_TTL_MS = 60 * 60 * 1000;

type ClientMessage =
  | { op: 'subscribe' | 'unsubscribe' | 'enter' | 'leave'; channel: string }
  | { op: 'publish'; channel: string; name: string; data: unknown };

interface Connection {
  socket: WebSocket;
  clientId: string;
  capability: Capability;
  channels: Set<string>;
  present: Set<string>;
}

/**
 * The embedded default's realtime: one in-process WebSocket hub with the
 * publish / subscribe / presence model of Ably, and signed, capability-limited grants.
 */
export function createLocalHub(secret: string, clock: Clock, hooks: { onLastLeave?: (clientId: string) => void } = {}) {
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

  const send = (socket: WebSocket, msg: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };

  const members = (channel: string) => [...new Set([...connections].filter((c) => c.present.has(channel)).map((c) => c.clientId))];

  const broadcastPresence = (channel: string) => {
    const list = members(channel);
    for (const c of connections) if (c.channels.has(channel)) send(c.socket, { op: 'presence', channel, members: list });
  };

  const deliver = (channel: string, name: string, data: unknown) => {
    for (const c of connections) if (c.channels.has(channel)) send(c.socket, { op: 'message', channel, name, data });
  };

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
        return deliver(channel, String(msg.name), msg.data);
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
      return { kind: 'local', socketPath: LOCAL_SOCKET_PATH, token: `${payload}.${sign(payload)}`, expiresAt };
    },
    async presence(channel) {
      return members(channel);
    },
  };

  /** Takes WebSocket upgrades on the socket path of a Node HTTP server. */
  const attach = (server: Server) => {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname !== LOCAL_SOCKET_PATH) return;
      const grant = verify(url.searchParams.get('token') ?? '');
      if (!grant) {
        socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn: Connection = { socket: ws, ...grant, channels: new Set(), present: new Set() };
        connections.add(conn);
        ws.on('message', (data) => onMessage(conn, data.toString()));
        ws.on('close', () => {
          connections.delete(conn);
          for (const channel of conn.present) broadcastPresence(channel);
          // The member's last tab closed: the one moment "last seen" is written (never per heartbeat).
          if (![...connections].some((c) => c.clientId === conn.clientId)) hooks.onLastLeave?.(conn.clientId);
        });
      });
    });
  };

  const close = () => {
    for (const c of connections) c.socket.terminate();
    wss.close();
  };

  return { realtime, attach, close };
}
