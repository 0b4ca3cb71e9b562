import { retryDelay, type FetchGrant, type RealtimeGrant, type Transport, type TransportEvents } from './transport';

type LocalGrant = Extract<RealtimeGrant, { kind: 'local' }>;
type HubMessage = { op: string; channel?: string; name?: string; data?: unknown; members?: string[]; clientId?: string };

/**
 * The embedded default's hub over a plain WebSocket (same origin; the hub checks the Origin and
 * the grant's capability). Every reconnect asks for a new grant, so an expired token or a grown
 * set of conversations never leaves the page stuck.
 */
export function localTransport(
  first: LocalGrant,
  fetchGrant: FetchGrant,
  events: TransportEvents,
  isUnavailable: (e: unknown) => boolean,
): Transport {
  const channels = new Set<string>();
  const present = new Set<string>();
  let socket: WebSocket | undefined;
  let next: LocalGrant | undefined = first;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const send = (op: string, channel: string) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op, channel }));
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(open, retryDelay(failures++));
  };

  const connect = (grant: LocalGrant) => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${window.location.host}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`);
    socket = ws;
    ws.onopen = () => {
      failures = 0;
      for (const c of channels) send('subscribe', c);
      for (const c of present) send('enter', c);
      events.state('live');
    };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(String(ev.data)) as HubMessage;
      if (!msg.channel) return;
      if (msg.op === 'message') events.message(msg.channel, String(msg.name), msg.data, msg.clientId);
      else if (msg.op === 'presence') events.presence(msg.channel, msg.members ?? []);
    };
    ws.onclose = () => {
      // A socket replaced on purpose (refresh, close) says nothing about the connection.
      if (socket !== ws) return;
      socket = undefined;
      events.state('down');
      schedule();
    };
  };

  function open() {
    if (stopped) return;
    const grant = next;
    next = undefined;
    if (grant) return connect(grant);
    fetchGrant().then(
      (g) => {
        if (stopped) return;
        if (g.kind !== 'local') return events.state('unavailable');
        connect(g);
      },
      (e: unknown) => (isUnavailable(e) ? events.state('unavailable') : schedule()),
    );
  }

  open();
  return {
    subscribe(channel) {
      channels.add(channel);
      send('subscribe', channel);
    },
    unsubscribe(channel) {
      channels.delete(channel);
      send('unsubscribe', channel);
    },
    enter(channel) {
      present.add(channel);
      send('enter', channel);
    },
    leave(channel) {
      present.delete(channel);
      send('leave', channel);
    },
    publish(channel, name, data) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: 'publish', channel, name, data }));
    },
    refresh() {
      const old = socket;
      socket = undefined;
      old?.close();
      clearTimeout(retry);
      open();
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      const old = socket;
      socket = undefined;
      old?.close();
    },
  };
}
