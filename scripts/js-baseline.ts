/**
 * `npm run js:baseline`: records what each route loads before it renders (gzip KB, from the client
 * build's chunk graph, scripts/route-chunks.ts) in bench/js-baseline.json. tests/unit/js-budget.test.ts
 * fails when a route grows more than 5 % over it: a change that adds weight on purpose records the
 * new figure here, in the same commit, and says why.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildClientChunks, ROUTE_FILES, routeGzipKb } from './route-chunks';

const BASELINE_FILE = fileURLToPath(new URL('../bench/js-baseline.json', import.meta.url));

const chunks = await buildClientChunks();
const kb = Object.fromEntries(Object.keys(ROUTE_FILES).map((route) => [route, Math.round(routeGzipKb(chunks, route) * 10) / 10]));
writeFileSync(BASELINE_FILE, `${JSON.stringify(kb, null, 2)}\n`);
console.log(kb);
