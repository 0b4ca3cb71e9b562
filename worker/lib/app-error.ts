import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { APP_ERRORS, type AppErrorCode } from '../contracts/errors';

export type { AppErrorCode };

/** A failure from the table (worker/contracts/errors.ts): its code, its tRPC code and its Portuguese text. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly trpcCode: TRPC_ERROR_CODE_KEY;
  /** A refusal that ends after a wait (a rate limit): both answer paths send it as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message?: string, options: { retryAfterSeconds?: number } = {}) {
    const [trpcCode, text] = APP_ERRORS[code];
    super(message ?? text);
    this.name = 'AppError';
    this.code = code;
    this.trpcCode = trpcCode;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
