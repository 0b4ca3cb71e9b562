import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../worker/contracts/app-router';
import type { AppErrorCode } from '../../worker/contracts/errors';

export type { AppErrorCode };

export interface ReadError {
  /** What to show: the server's Portuguese text when our server answered it, else the screen's own. */
  message: string;
  /** The table's code (worker/contracts/errors.ts), typed: comparing with a code that does not exist fails to compile. */
  appCode: AppErrorCode | null;
  /** tRPC code of our server's answer (NOT_FOUND …); null when no answer of ours arrived. */
  code: string | null;
  status: number | null;
  /** Nothing usable came back: offline, timeout, a proxy's HTML page, a 5xx without our shape. */
  transport: boolean;
}

/** A failed call of ours: its `data` is what worker/trpc/error-format.ts shaped (or nothing, when no answer of ours arrived). */
type AppClientError = TRPCClientError<AppRouter>;
const isAppClientError = (e: unknown): e is AppClientError => e instanceof TRPCClientError;

/**
 * The server's Portuguese message and its stable code (see worker/trpc/error-format.ts).
 * Only an error our own formatter shaped is trusted: the client library's own texts ("Unable
 * to transform response from server", "Failed to fetch", an abort) are English and never shown.
 */
export function readError(e: unknown, fallback: string): ReadError {
  // A proxy's page or a dropped connection leaves `data` empty or of another shape: checked, not trusted.
  const data: Partial<AppClientError['data']> | null | undefined = isAppClientError(e) ? e.data : undefined;
  if (!isAppClientError(e) || !data || typeof data.httpStatus !== 'number' || data.appCode === undefined) {
    return { message: fallback, appCode: null, code: null, status: null, transport: true };
  }
  const status = data.httpStatus;
  const appCode = data.appCode ?? null;
  // 5xx texts are the server's generic one; the screen's own fallback reads better.
  const message = status >= 500 && !appCode ? fallback : e.message || fallback;
  return { message, appCode, code: data.code ?? null, status, transport: status >= 500 && !appCode };
}

/** Our server said the thing is not there (as opposed to not answering at all). */
export const isNotFoundError = (e: unknown) => readError(e, '').code === 'NOT_FOUND';

/** The table's code of a failure, for a call that does something of its own on it (and shows no text here). */
export const errorCode = (e: unknown): AppErrorCode | null => readError(e, '').appCode;

/** The HTTP status of our server's answer; null when none of ours arrived. */
export const errorStatus = (e: unknown): number | null => readError(e, '').status;
