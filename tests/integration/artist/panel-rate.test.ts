import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { ARTIST_PANEL_RATE, ARTIST_PANEL_UNAUTHENTICATED_RATE } from '../../../worker/trpc/init';
import { makeArtistSession } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const ORIGIN = 'http://localhost:3000';

/** One HTTP GET carrying `paths` as one tRPC batch, from `ip`, with the panel's cookie. */
async function batch(ip: string, cookie: string, paths: string[]) {
  const app = createApp(t.deps, { clientIp: () => ip });
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(paths.map((_, i) => [i, {}]))));
  const res = await app.request(`${ORIGIN}/trpc/${paths.join(',')}?batch=1&input=${input}`, { headers: { cookie, origin: ORIGIN } });
  return {
    status: res.status,
    codes: ((await res.json()) as Array<{ error?: { data?: { appCode?: string } } }>).map((r) => r.error?.data?.appCode ?? 'ok'),
  };
}

const DASHBOARD = [
  'artist.session',
  'artist.stats',
  'artist.distribution',
  'artist.funnel',
  'artist.reportCount',
  'artist.suspended',
  'artist.lives',
  'artist.supportQueue',
  'artist.refusedLogins',
  'artist.reports',
];

describe("the panel's limit per session counts HTTP requests", () => {
  it('a dashboard load of ten sections in one batch is one request: the artist reloads it the whole budget long', async () => {
    const { cookie } = await makeArtistSession(t.deps);
    for (let i = 0; i < ARTIST_PANEL_RATE.max; i++) {
      const { codes } = await batch('203.0.113.70', cookie, DASHBOARD);
      expect(codes).toEqual(DASHBOARD.map(() => 'ok'));
    }
    // A script past the budget is refused, every call of its batch.
    const over = await batch('203.0.113.70', cookie, DASHBOARD.slice(0, 2));
    expect(over.status).toBe(429);
    expect(over.codes).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    // Another session (another browser of the artist) has its own budget.
    const other = await makeArtistSession(t.deps);
    expect((await batch('203.0.113.70', other.cookie, ['artist.session'])).codes).toEqual(['ok']);
  });
});

describe("strangers' calls from the artist's address", () => {
  it("150 anonymous panel calls from the artist's address: they are refused, the artist's dashboard is not", async () => {
    const { cookie } = await makeArtistSession(t.deps);
    const shared = '203.0.113.80';
    const answers: number[] = [];
    for (let i = 0; i < 150; i++)
      answers.push((await batch(shared, i % 2 ? 'mito_artist=forjado-0123456789abcdefghij' : '', ['artist.stats'])).status);
    expect(answers.slice(0, ARTIST_PANEL_UNAUTHENTICATED_RATE.max).every((s) => s === 401)).toBe(true);
    expect(answers.slice(ARTIST_PANEL_UNAUTHENTICATED_RATE.max).every((s) => s === 429)).toBe(true);
    const dashboard = await batch(shared, cookie, DASHBOARD);
    expect(dashboard.status).toBe(200);
    expect(dashboard.codes).toEqual(DASHBOARD.map(() => 'ok'));
  });
});
