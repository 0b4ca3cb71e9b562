import type { TRPCError } from '@trpc/server';
import { $ZodError } from 'zod/v4/core';
import { APP_ERRORS, isAppError } from '../lib/app-error';

export interface ErrorData {
  code: string;
  httpStatus: number;
  /** The service's AppError code, when there is one (VOTE_ALREADY_CAST …). */
  appCode: string | null;
  /** First message per field for forms (zod input errors). */
  fieldErrors: Record<string, string> | null;
}

const INTERNAL_MESSAGE = APP_ERRORS.INTERNAL[1];

/**
 * The single place errors become what the browser sees: the spec's Portuguese
 * message, a stable code, never a stack trace, SQL or secret.
 */
export function formatError(error: TRPCError, shape: { message: string; code: number; data: { code: string; httpStatus: number } }) {
  const cause = error.cause;
  let message = shape.message;
  let appCode: string | null = null;
  let fieldErrors: Record<string, string> | null = null;

  if (isAppError(cause)) {
    appCode = cause.code;
    message = cause.message;
  } else if (cause instanceof $ZodError) {
    // $ZodError covers both the classic `zod` API and the tree-shakable `zod/mini` contracts.
    fieldErrors = {};
    for (const issue of cause.issues) {
      const key = issue.path.join('.') || '_';
      fieldErrors[key] ??= issue.message;
    }
    message = cause.issues[0]?.message ?? APP_ERRORS.BAD_INPUT[1];
    appCode = 'BAD_INPUT';
  } else if (error.code === 'INTERNAL_SERVER_ERROR') {
    message = INTERNAL_MESSAGE;
  } else if (error.code === 'PARSE_ERROR' || error.code === 'BAD_REQUEST') {
    message = APP_ERRORS.BAD_INPUT[1];
  }

  return {
    message,
    code: shape.code,
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, fieldErrors } satisfies ErrorData,
  };
}
