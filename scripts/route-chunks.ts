/**
 * Which JavaScript files each route needs before it can render, read from the client build's own
 * chunk graph: the entry and its static imports, plus each route file's split chunk (TanStack
 * Router's autoCodeSplitting, `?tsr-split=…`) and its static imports. Dynamic imports inside a
 * chunk (dialogs, toasts, the data layer) are left out: they load when used, not with the route.
 *
 * Used by tests/unit/route-chunks.test.ts (no community, panel or Ably module on a public route),
 * tests/unit/js-budget.test.ts (no route's JavaScript grows unnoticed) and
 * bench/landing-bundle.bench.ts (gzip JavaScript per route).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { ROUTE_FILES } from './route-files';

export { ROUTE_FILES };

type OutputChunk = Rolldown.OutputChunk;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Modules that belong to the community (feed, messages), the artist panel or Ably. */
export const PRIVATE_CODE: Array<[string, RegExp]> = [
  ['feed', /\/web\/features\/feed\//],
  ['messages', /\/web\/features\/messages\//],
  ['artist panel', /\/web\/features\/artist\//],
  ['realtime / Ably', /\/web\/lib\/realtime\/|\/node_modules\/ably\//],
];

/** The client build's chunks, built in memory (nothing written). */
export async function buildClientChunks(): Promise<OutputChunk[]> {
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build (≈ 50 % larger).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((c): c is OutputChunk => c.type === 'chunk'));
}

/** The chunks a route loads before it renders (see the file comment). */
export function routeChunks(chunks: OutputChunk[], route: string): OutputChunk[] {
  const files = ROUTE_FILES[route];
  if (!files) throw new Error(`no route files known for ${route}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, OutputChunk>();
  const add = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const dep of c.imports) {
      const d = byName.get(dep);
      if (d) add(d);
    }
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  add(entry);
  for (const file of files) {
    const abs = `${ROOT}web/${file}`;
    const split = chunks.filter((c) => Object.keys(c.modules).some((id) => id.startsWith(`${abs}?tsr-split`)));
    if (!split.length) throw new Error(`no split chunk for ${file}: did autoCodeSplitting change?`);
    split.forEach(add);
  }
  return [...seen.values()];
}

/** Every module (absolute id) inside the given chunks that is private code, with the reason. */
export function privateModules(chunks: OutputChunk[]): string[] {
  const hits: string[] = [];
  for (const c of chunks)
    for (const id of Object.keys(c.modules))
      for (const [name, re] of PRIVATE_CODE) if (re.test(id)) hits.push(`${name}: ${id.replace(ROOT, '')} in ${c.fileName}`);
  return hits;
}

/** The gzip size (level 6, what any edge serves at least) of what `route` loads before it renders, in KB. */
export function routeGzipKb(chunks: OutputChunk[], route: string): number {
  return routeChunks(chunks, route).reduce((n, c) => n + gzipSync(c.code, { level: 6 }).length, 0) / 1024;
}
