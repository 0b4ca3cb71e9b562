import type { MiddlewareHandler } from 'hono';
import { TRPC_BATCH_MAX_CALLS } from '../contracts/limits';
import { AppError } from '../lib/app-error';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

/** How many procedures a tRPC URL names: `/trpc/a,b,c?batch=1` names three. */
function batchCalls(url: string, mount: string): number {
  const { pathname } = new URL(url);
  const paths = pathname.slice(mount.length + 1);
  return paths === '' ? 0 : paths.split(',').length;
}

/**
 * A batch past the cap is refused before any of its calls runs: one request must not buy the
 * work (and answer size) of hundreds. The site's own client splits its batches below the cap.
 * Counted on every call, not only `batch=1`: without it a comma list is one unknown procedure anyway.
 */
export function batchCap(mount: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (batchCalls(c.req.url, mount) > TRPC_BATCH_MAX_CALLS) return answerError(c, new AppError('BATCH_TOO_LARGE'));
    return next();
  };
}
