import { readFileSync } from 'node:fs';
import type { Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientChunks, ROUTE_FILES, routeGzipKb } from '../../scripts/route-chunks';

/**
 * No route's JavaScript grows by accident: what each route loads before it renders (gzip, from the
 * real client build's chunk graph, built in memory) may be at most 5 % over the figure committed in
 * bench/js-baseline.json. Weight added on purpose is recorded there with `npm run js:baseline`.
 * A structural check over the build's output, no timing.
 */
const baseline = JSON.parse(readFileSync(new URL('../../bench/js-baseline.json', import.meta.url), 'utf8')) as Record<string, number>;
const ALLOWED_GROWTH = 1.05;

let chunks: Rolldown.OutputChunk[];
beforeAll(async () => {
  chunks = await buildClientChunks();
}, 120_000);

describe('JavaScript per route against its recorded baseline', () => {
  it('every route with a known set of files has a recorded figure', () => {
    expect(Object.keys(baseline).sort()).toEqual(Object.keys(ROUTE_FILES).sort());
  });

  it.each(Object.entries(baseline))('%s stays within 5 percent of its recorded %s KB', (route, recorded) => {
    const now = Math.round(routeGzipKb(chunks, route) * 10) / 10;
    expect(now, `${route} loads ${now} KB gzip before it renders, over ${recorded} KB + 5 %`).toBeLessThanOrEqual(
      Math.round(recorded * ALLOWED_GROWTH * 10) / 10,
    );
  });
});
