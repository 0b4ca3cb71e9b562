import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { APP_ERRORS, type AppErrorCode } from '../contracts/errors';

export type { AppErrorCode };

export interface AppErrorOptions {
  /** For a refusal over a limit (429): seconds until the caller may try again, sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

/** A failure from the table (worker/contracts/errors.ts): its code, its tRPC code and its Portuguese text. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly trpcCode: TRPC_ERROR_CODE_KEY;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message?: string, options: AppErrorOptions = {}) {
    const [trpcCode, text] = APP_ERRORS[code];
    super(message ?? text);
    this.name = 'AppError';
    this.code = code;
    this.trpcCode = trpcCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** What a 429 whose limit did not say when it reopens tells the client: a minute, the shortest window any limit uses. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The `Retry-After` value (whole seconds, at least 1) every 429 answers with, procedure or plain
 * route alike; null for any other failure.
 */
export function retryAfterHeader(e: unknown, status: number): string | null {
  if (status !== 429) return null;
  const seconds = isAppError(e) ? e.retryAfterSeconds : undefined;
  return String(Math.max(1, Math.ceil(seconds ?? DEFAULT_RETRY_AFTER_SECONDS)));
}
