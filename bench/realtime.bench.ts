import WebSocket from 'ws';
import { startChildServer } from './lib/child-server';
import { pinLoadGenerator } from './lib/cores';
import { cpuRatio } from './lib/cpu-ratio';
import { bodySource } from './lib/load';
import { processTreeWaitMs } from './lib/process-cpu';
import { atMost, loadNow, meanLoad, repeated, report } from './lib/report';

/**
 * The local realtime hub: (1) one event published to 1,000 subscribed sockets, the
 * time from the publish (server clock) to each socket's receipt (this process's clock; both read
 * `performance.timeOrigin + now()` of the same machine); (2) the server's memory with those 1,000
 * sockets open, against the same process before them (after a full GC each time); (3) what one
 * `messages.send` costs the server in CPU, beside a member mutation that does nothing (same server,
 * same session check), alternated in rounds (lib/cpu-ratio.ts), with the messages per second one
 * conversation sustains as context.
 * The sockets live in this process (core 1) and the server in its own (core 0, lib/cores.ts), so
 * delivery includes real I/O. The fan-out p99 is the median of three runs of PUBLISHES publishes.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 60);
const WARMUP_PUBLISHES = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** The bench server's APP_URL: mutations carry it as Origin, as the site's pages do. */
const SITE = 'http://localhost:3000';
const RUNS = 3;
pinLoadGenerator();

const server = await startChildServer('realtime.ts', { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc` });
const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
type Memory = { rss: number; heapUsed: number; external: number; sockets: number };
const setup = await get<{
  grant: { socketPath: string; token: string };
  channel: string;
  sender: string;
  receiver: { cookie: string; username: string };
}>('/bench/setup');
const before = await get<Memory>('/bench/memory');

// (1)+(2) 1,000 sockets, each subscribed (the hub answers a subscribe with the channel's presence).
const wsUrl = `${server.url.replace('http', 'ws')}${setup.grant.socketPath}?token=${encodeURIComponent(setup.grant.token)}`;
const now = () => performance.timeOrigin + performance.now();
const latencies: number[] = [];
let received = 0;
let measuring = false;
const sockets: WebSocket[] = [];
const openOne = () =>
  new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.on('message', (raw) => {
      const at = now();
      const msg = JSON.parse(raw.toString()) as { op: string; data?: { sentAt: number } };
      if (msg.op === 'presence') return resolve();
      if (msg.op !== 'message') return;
      received++;
      if (measuring) latencies.push(at - msg.data!.sentAt);
    });
    ws.once('open', () => ws.send(JSON.stringify({ op: 'subscribe', channel: setup.channel })));
    ws.once('error', reject);
    sockets.push(ws);
  });
for (let i = 0; i < SOCKETS; i += 50) await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, openOne));
const after = await get<Memory>('/bench/memory');
if (after.sockets !== SOCKETS) throw new Error(`the hub holds ${after.sockets} sockets, expected ${SOCKETS}`);

const waitFor = async (n: number) => {
  const deadline = Date.now() + 10_000;
  while (received < n) {
    if (Date.now() > deadline) throw new Error(`only ${received} of ${n} deliveries arrived`);
    await new Promise((r) => setImmediate(r));
  }
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const publish = async () => {
  const target = received + SOCKETS;
  const { loopMs } = (await (await fetch(`${server.url}/bench/publish`, { method: 'POST', headers: { origin: SITE } })).json()) as {
    loopMs: number;
  };
  await waitFor(target);
  return loopMs;
};
for (let i = 0; i < WARMUP_PUBLISHES; i++) await publish();
type FanOut = { p50: number; p99: number; last: number; loop: number; loadavg: number; waitShare: number };
const fanOuts: FanOut[] = [];
for (let run = 0; run < RUNS; run++) {
  latencies.length = 0;
  const lastDelivery: number[] = [];
  const hubLoop: number[] = [];
  measuring = true;
  const wait0 = processTreeWaitMs(server.pid);
  const t0 = performance.now();
  for (let i = 0; i < PUBLISHES; i++) {
    const from = latencies.length;
    hubLoop.push(await publish());
    lastDelivery.push(Math.max(...latencies.slice(from)));
  }
  measuring = false;
  fanOuts.push({
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    last: pct(lastDelivery, 99),
    loop: pct(hubLoop, 99),
    loadavg: loadNow(),
    waitShare: (processTreeWaitMs(server.pid) - wait0) / (performance.now() - t0),
  });
}
for (const ws of sockets) ws.close();

// (3) messages.send in one conversation against a no-op member mutation.
const started = await fetch(`${server.url}/trpc/messages.start`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: SITE, cookie: setup.sender },
  body: JSON.stringify({ usernames: [setup.receiver.username] }),
});
const conversationId = ((await started.json()) as { result: { data: { id: string } } }).result.data.id;
const sendBody = JSON.stringify({ conversationId, content: 'Bora no show sábado? Já comprei a camiseta.' });
const post = { origin: SITE, cookie: setup.sender };
const cpu = await cpuRatio(
  { url: server.url, pid: server.pid, path: '/trpc/messages.send', headers: post, bodies: bodySource([sendBody]) },
  { url: server.url, pid: server.pid, path: '/bench-trpc/noop', headers: post, bodies: bodySource(['{}']) },
  { seconds: SECONDS / 2, connections: 10 },
);
await server.stop();
const { a: sendRuns, b: noopRuns } = cpu.runs;
const p99 = repeated(fanOuts.map((f) => f.p99));
const fanLoad = meanLoad(fanOuts);
const sendLoad = cpu.loadavg;
const mb = (b: number) => b / (1024 * 1024);

report([
  {
    metric: `hub fan-out to ${SOCKETS} sockets: delivery p99 (median of ${RUNS} runs)`,
    ...p99,
    unit: 'ms',
    ...atMost(p99.value, 20),
    loadavg: fanLoad,
  },
  { metric: `hub fan-out to ${SOCKETS} sockets: delivery p50`, ...repeated(fanOuts.map((f) => f.p50)), unit: 'ms', loadavg: fanLoad },
  {
    metric: `hub fan-out: last socket of a publish, p99 of ${PUBLISHES}`,
    ...repeated(fanOuts.map((f) => f.last)),
    unit: 'ms',
    loadavg: fanLoad,
  },
  {
    metric: `hub publish loop over ${SOCKETS} sockets (server side), p99`,
    ...repeated(fanOuts.map((f) => f.loop)),
    unit: 'ms',
    loadavg: fanLoad,
  },
  {
    metric: 'context: share of the fan-out runs the server waited for a CPU (neighbours)',
    ...repeated(fanOuts.map((f) => f.waitShare * 100)),
    unit: '%',
    loadavg: fanLoad,
  },
  { metric: `server RSS with ${SOCKETS} open sockets (before: ${mb(before.rss).toFixed(1)} MB)`, value: mb(after.rss), unit: 'MB' },
  { metric: `server RSS delta for ${SOCKETS} sockets`, value: mb(after.rss - before.rss), unit: 'MB' },
  { metric: `server heap delta for ${SOCKETS} sockets (after GC)`, value: mb(after.heapUsed - before.heapUsed), unit: 'MB' },
  { metric: 'heap per open socket', value: (after.heapUsed - before.heapUsed) / SOCKETS / 1024, unit: 'KB' },
  { metric: 'message CPU ÷ no-op mutation CPU (server CPU per request, 10 conn, 3 rounds)', ...cpu.ratio, unit: '×', loadavg: sendLoad },
  { metric: 'server CPU per messages.send', ...cpu.aMicros, unit: 'µs', loadavg: sendLoad },
  { metric: 'server CPU per no-op member mutation', ...cpu.bMicros, unit: 'µs', loadavg: sendLoad },
  {
    metric: 'context: messages.send, one conversation (10 conns)',
    ...repeated(sendRuns.map((r) => r.rps)),
    unit: 'msg/s',
    loadavg: sendLoad,
  },
  { metric: 'context: no-op member mutation (10 conns)', ...repeated(noopRuns.map((r) => r.rps)), unit: 'req/s', loadavg: sendLoad },
  {
    metric: 'context: no-op rps ÷ message rps',
    ...repeated(sendRuns.map((r, i) => noopRuns[i]!.rps / r.rps)),
    unit: '×',
    loadavg: sendLoad,
  },
  { metric: 'messages.send p99 latency (saturated)', ...repeated(sendRuns.map((r) => r.p99)), unit: 'ms', loadavg: sendLoad },
  { metric: 'HTTP errors (send + no-op)', value: cpu.errors, unit: '', ...atMost(cpu.errors, 0) },
]);
