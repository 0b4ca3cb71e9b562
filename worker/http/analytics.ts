import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ANALYTICS_INVALID_MESSAGE, ANALYTICS_PATH, analyticsBatchInput, MAX_ANALYTICS_BODY_BYTES } from '../contracts/analytics';
import { APP_ERRORS } from '../lib/app-error';
import { jsonNestsDeeperThan } from '../lib/json-depth';
import { recordEvents } from '../services/analytics/record-events';
import type { AppEnv } from './types';
import { errorFields } from '../lib/error-fields';

/** Generous: fans behind one carrier NAT share an IP, and a batch holds up to 20 events. */
export const ANALYTICS_RATE = { max: 120, windowSeconds: 60 };

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A real batch nests about 8 levels (batch → events → event → props, then at most 4 more). */
const MAX_BODY_NESTING = 16;

/**
 * First-party analytics beacon (web/lib/analytics.ts). Plain Hono, not tRPC: sendBeacon
 * posts a bare JSON body and never reads the answer. 204 on success; a bad batch is a
 * 400 with a Portuguese message, never a 500.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  ANALYTICS_PATH,
  bodyLimit({
    maxSize: MAX_ANALYTICS_BODY_BYTES,
    onError: (c) => c.json({ error: { message: 'Requisição grande demais.' } }, 413, NO_STORE),
  }),
  async (c) => {
    const deps = c.get('deps');
    const rate = await deps.rateLimiter.limit(`analytics:${c.get('ip')}`, ANALYTICS_RATE, { onStoreDown: 'local' });
    if (!rate.allowed) {
      return c.json({ error: { message: APP_ERRORS.RATE_LIMITED[1] } }, 429, { ...NO_STORE, 'Retry-After': String(rate.retryAfterSeconds) });
    }

    let body: unknown;
    try {
      // sendBeacon may label the body text/plain; the body is JSON either way.
      const text = await c.req.text();
      if (jsonNestsDeeperThan(text, MAX_BODY_NESTING)) throw new SyntaxError('nested too deep');
      body = JSON.parse(text);
    } catch {
      return c.json({ error: { message: ANALYTICS_INVALID_MESSAGE } }, 400, NO_STORE);
    }
    const parsed = analyticsBatchInput.safeParse(body);
    if (!parsed.success) return c.json({ error: { message: ANALYTICS_INVALID_MESSAGE } }, 400, NO_STORE);

    try {
      await recordEvents(deps, parsed.data);
    } catch (e) {
      deps.logger.error('analytics write failed', errorFields(e));
      return c.json({ error: { message: 'Serviço indisponível. Tente novamente em instantes.' } }, 503, NO_STORE);
    }
    return c.body(null, 204, NO_STORE);
  },
);
