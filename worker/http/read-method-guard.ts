import type { MiddlewareHandler } from 'hono';
import { POST_READS } from '../contracts/post-reads';
import * as PATHS from '../contracts/paths';
import { AppError } from '../lib/app-error';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

type Procedures = Record<string, { _def: { type: string } } | undefined>;

/**
 * tRPC runs with method override on so that the POST_READS queries can travel as POST. Override also
 * lets a GET name a mutation, which would skip the Origin check (it guards unsafe methods only), so a GET
 * here may name queries only, and never a POST read (its input would sit in the URL). Unknown paths pass:
 * tRPC answers them 404.
 */
export function readMethodGuard(procedures: Procedures): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const names = decodeURIComponent(c.req.path.slice(PATHS.trpc.length + 1)).split(',');
    for (const name of names) {
      const type = procedures[name]?._def.type;
      if (type && (type !== 'query' || POST_READS.has(name))) return answerError(c, new AppError('READ_BY_POST'));
    }
    return next();
  };
}

/**
 * Every procedure's answer is for its caller only (a member's feed, a session check, an order): never kept
 * by a shared cache, nor by the browser. Public answers meant for caches are plain routes (tally, first batch).
 */
export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};
