import { TRPCClientError } from '@trpc/client';

/** The server's Portuguese message and its stable code (see worker/trpc/error-format.ts). */
export function readError(e: unknown, fallback: string): { message: string; appCode: string | null; status: number | null } {
  if (e instanceof TRPCClientError) {
    const data = e.data as { appCode?: string | null; httpStatus?: number } | undefined;
    const status = data?.httpStatus ?? null;
    // 5xx texts are the server's generic one; the screen's own fallback reads better.
    const message = status && status >= 500 && !data?.appCode ? fallback : e.message || fallback;
    return { message, appCode: data?.appCode ?? null, status };
  }
  return { message: fallback, appCode: null, status: null };
}
