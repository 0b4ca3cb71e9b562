import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { analyticsBatchInput, MAX_ANALYTICS_BODY_BYTES } from '../contracts/analytics';
import { AppError } from '../lib/app-error';
import { jsonNestsDeeperThan } from '../lib/json-depth';
import { recordEvents } from '../services/analytics/record-events';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

/** Generous: fans behind one carrier NAT share an IP, and a batch holds up to 20 events. */
export const ANALYTICS_RATE = { max: 120, windowSeconds: 60 };

/** A real batch nests about 8 levels (batch → events → event → props, then at most 4 more). */
const MAX_BODY_NESTING = 16;

/**
 * First-party analytics beacon (web/lib/analytics.ts), mounted at PATHS.analytics. Plain Hono, not
 * tRPC: sendBeacon posts a bare JSON body and never reads the answer. 204 on success; a bad batch is
 * a 400 with a Portuguese message, never a 500; a database that cannot take it is a 503.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: MAX_ANALYTICS_BODY_BYTES, onError: (c) => answerError(c, new AppError('BODY_TOO_LARGE')) }),
  async (c) => {
    const deps = c.get('deps');
    const rate = await deps.rateLimiter.limit(`analytics:${c.get('ip')}`, ANALYTICS_RATE, { onStoreDown: 'local' });
    if (!rate.allowed) return answerError(c, new AppError('RATE_LIMITED'), { headers: { 'Retry-After': String(rate.retryAfterSeconds) } });

    let body: unknown;
    try {
      // sendBeacon may label the body text/plain; the body is JSON either way.
      const text = await c.req.text();
      if (jsonNestsDeeperThan(text, MAX_BODY_NESTING)) throw new SyntaxError('nested too deep');
      body = JSON.parse(text);
    } catch {
      return answerError(c, new AppError('ANALYTICS_INVALID'));
    }
    const parsed = analyticsBatchInput.safeParse(body);
    if (!parsed.success) return answerError(c, new AppError('ANALYTICS_INVALID'));

    try {
      await recordEvents(deps, parsed.data);
    } catch (e) {
      return answerError(c, e, { failsAs: 'ANALYTICS_UNAVAILABLE' });
    }
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  },
);
