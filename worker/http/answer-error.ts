import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppErrorCode, ErrorBody } from '../contracts/errors';
import { AppError, isAppError, retryAfterHeader } from '../lib/app-error';
import { surpriseCode } from '../lib/database-refusal';
import { errorFields } from '../lib/error-fields';
import type { AppEnv } from './types';

/** The HTTP status of a table code: tRPC's own for its tRPC code, so a plain route and a procedure answer alike. */
const httpStatusOf = (e: AppError): number => getHTTPStatusCodeFromError(new TRPCError({ code: e.trpcCode }));

/** A failure's answer, built without the request (a background refresh answers after the request is gone). */
export function errorResponse(e: AppError, headers: Record<string, string> = {}): Response {
  const body: ErrorBody = { error: { message: e.message, code: e.code } };
  const status = httpStatusOf(e);
  const retryAfter = retryAfterHeader(e, status);
  // Failures are never stored by a browser or a shared cache; a 429 says when to come back.
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}), ...headers },
  });
}

export interface AnswerOptions {
  /** The table's code a surprise (anything not an AppError) answers as; INTERNAL when not given. */
  failsAs?: AppErrorCode;
  headers?: Record<string, string>;
}

/**
 * The one way a plain Hono route answers a failure. An AppError answers its own code, text and
 * status. Anything else is a surprise: logged once (its name and driver code, and the route's
 * pattern, never a message, id or body) and answered with `failsAs`'s text, never a stack.
 */
export function answerError(c: Context<AppEnv>, e: unknown, options: AnswerOptions = {}): Response {
  if (isAppError(e)) return errorResponse(e, options.headers);
  c.get('deps').logger.error('route failed', { route: routePath(c), requestId: c.get('requestId'), ...errorFields(e) });
  return errorResponse(new AppError(surpriseCode(e, options.failsAs) ?? 'INTERNAL'), options.headers);
}
