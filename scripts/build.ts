/**
 * `npm run build [-- --env staging|production] [-- --config wrangler.toml] [-- --out-dir DIR]`: the client build, the SSR build
 * of web/prerender-entry.tsx, then scripts/prerender.ts. The public origin baked into the pages is
 * settled first (scripts/build-origin.ts), so a production build without one fails in a second,
 * before any bundling. `--out-dir` builds somewhere else than web/dist (tests; the SSR bundle then
 * goes to .wrangler/ and is removed by the prerender).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildOriginError, resolveBuildOrigin } from './build-origin';

const { values } = parseArgs({
  options: { env: { type: 'string' }, config: { type: 'string', default: 'wrangler.toml' }, 'out-dir': { type: 'string' } },
  allowPositionals: false,
});
const env = values.env ?? (process.env.BUILD_ENV || undefined);

// wrangler is a large import: only a build for an environment reads its configuration.
const readEnvVars = env ? (await import('./wrangler-env')).wranglerEnvVars : () => undefined;
const readConfigEnv = (name: string) => readEnvVars(name, values.config);
let origin: string;
try {
  const resolved = resolveBuildOrigin({
    env,
    readEnvVars: readConfigEnv,
    exported: { APP_URL: process.env.APP_URL, APP_ENV: process.env.APP_ENV },
  });
  if (resolved.warning) console.warn(`build: ${resolved.warning}`);
  console.log(`build: absolute URLs use ${resolved.origin} (${resolved.source})`);
  origin = resolved.origin;
} catch (e) {
  if (!(e instanceof BuildOriginError)) throw e;
  console.error(`build: ${e.message}`);
  process.exit(1);
}

const outDir = values['out-dir'] ? resolve(values['out-dir']) : undefined;
// Inside the project, so the SSR bundle still finds node_modules (it keeps its packages external).
const ssrDir = outDir ? resolve('.wrangler', `prerender-${process.pid}`) : undefined;
const childEnv = {
  ...process.env,
  APP_URL: origin,
  ...(outDir && ssrDir ? { PRERENDER_DIST_DIR: `${outDir}/`, PRERENDER_SSR_DIR: `${ssrDir}/` } : {}),
};

const steps: string[][] = [
  ['node_modules/.bin/vite', 'build', ...(outDir ? ['--outDir', outDir] : [])],
  ['node_modules/.bin/vite', 'build', '--ssr', 'prerender-entry.tsx', '--outDir', ssrDir ?? '../.prerender', '--emptyOutDir'],
  ['node_modules/.bin/tsx', 'scripts/prerender.ts'],
];
for (const [cmd, ...args] of steps) {
  const run = spawnSync(cmd!, args, { stdio: 'inherit', env: childEnv });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
