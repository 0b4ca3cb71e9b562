import type { TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { $ZodError, config } from 'zod/v4/core';
import { APP_ERRORS, type AppErrorCode } from '../contracts/errors';
import { isAppError } from '../lib/app-error';
import { zodPtBr } from '../lib/zod-pt-br';

// Issues a contract did not word itself (missing field, wrong type) read in Portuguese too.
// zod's config is global: setting it here, where every procedure's errors pass, covers them all.
config({ localeError: zodPtBr });

interface ErrorData {
  code: string;
  httpStatus: number;
  /** The service's AppError code, when there is one (VOTE_ALREADY_CAST …). */
  appCode: AppErrorCode | null;
  /** First message per field for forms (zod input errors). */
  fieldErrors: Record<string, string> | null;
}

const INTERNAL_MESSAGE = APP_ERRORS.INTERNAL[1];

/**
 * tRPC's own refusals (unknown procedure, GET to a mutation, bad content type…) carry English
 * texts. Our procedures only throw TRPCError themselves for the session checks, in Portuguese.
 */
const OWN_MESSAGE_CODES = new Set<TRPC_ERROR_CODE_KEY>(['UNAUTHORIZED', 'FORBIDDEN']);
const GENERIC_MESSAGES: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  NOT_FOUND: APP_ERRORS.NOT_FOUND[1],
  TOO_MANY_REQUESTS: APP_ERRORS.RATE_LIMITED[1],
  PAYLOAD_TOO_LARGE: 'Envio grande demais.',
  TIMEOUT: 'A resposta demorou demais. Tente novamente.',
};

/**
 * The single place errors become what the browser sees: the table's Portuguese
 * message, a stable code, never a stack trace, SQL or secret.
 */
export function formatError(error: TRPCError, shape: { message: string; code: number; data: { code: string; httpStatus: number } }) {
  const cause = error.cause;
  let message = shape.message;
  let appCode: AppErrorCode | null = null;
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
  } else if (!OWN_MESSAGE_CODES.has(error.code)) {
    message = GENERIC_MESSAGES[error.code] ?? (shape.data.httpStatus >= 500 ? INTERNAL_MESSAGE : APP_ERRORS.BAD_INPUT[1]);
  }

  return {
    message,
    code: shape.code,
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, fieldErrors } satisfies ErrorData,
  };
}
