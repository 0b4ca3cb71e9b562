// With its extension: vite.config.ts imports this file, and Vite's coming native config loader needs it.
import * as PATHS from '../contracts/paths.ts';

/**
 * The prefixes the server owns: every path in contracts/paths.ts lives under one, and no page of the
 * web does. An unknown path under them is the server's JSON 404, never the page shell. The dev proxy
 * (vite.config.ts), the Workers assets rule (wrangler.toml `run_worker_first`) and the service
 * worker (web/public/sw.js, which never caches them) list the same four.
 */
export const SERVER_PREFIXES = ['/api', PATHS.trpc, PATHS.health, '/dev'] as const;

export const isServerPath = (pathname: string) => SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
