/**
 * `npm run dev`: the embedded default with hot reload. The Node entry of the Hono
 * app (API, realtime socket, payment simulator) runs on an internal port under
 * `tsx watch`; Vite serves the SPA with HMR on PORT and proxies /trpc, /api, /health.
 *
 * Browsers send Vite's address as Origin, so the API is told it as APP_URL (unless
 * the developer set one): its Origin check and return URLs use the address people open.
 * The children stay in this process's group: stopping the group stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import * as PATHS from '../worker/contracts/paths';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = String(await freePort());
const publicUrl = process.env.APP_URL || `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
const children: ChildProcess[] = [];

const run = (cmd: string, args: string[], env: Record<string, string>) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) shutdown(code);
  });
  return child;
};

function shutdown(code = 0) {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'worker/entry.node.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  SERVE_WEB: 'none',
  APP_URL: publicUrl,
});

// Wait until the API answers before Vite prints its URL.
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${apiPort}${PATHS.health}`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

run('node_modules/.bin/vite', ['--port', port, '--host', host, '--strictPort', '--clearScreen', 'false'], { API_PORT: apiPort });
console.log(`\n  Abra ${publicUrl} (API interna na porta ${apiPort})\n`);
