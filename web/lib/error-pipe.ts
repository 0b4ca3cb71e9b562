import type { AppErrorCode } from '../../worker/contracts/errors';
import type { ErrorMessage } from './error-sink';
import { readError } from './trpc-error';

/** The second line under a titled error toast when our server did not answer. */
export const RETRY_LATER = 'Tente novamente em alguns minutos.';

/** For `mutateAsync(…).then(done, ignoreShownError)`: the query client's pipe has already shown the failure. */
export const ignoreShownError = () => undefined;

/**
 * What a failed call tells the person, said once in the call's `meta`:
 * `useMutation({ meta: { errorToast: 'Erro ao publicar' } })`. The query client's caches turn it
 * into a toast (createQueryClient in lib/trpc.ts), so a component catches only to do something
 * other than show the message. A call without `errorToast` shows nothing: its screen says it inline.
 */
export interface ErrorMeta extends Record<string, unknown> {
  /** The product's text. Alone, the toast says the server's Portuguese text when our server answered, else this. */
  errorToast?: string;
  /**
   * With it, the toast is titled `errorToast` and this line gives way to the server's text when our
   * server answered (unless that text is the title itself: a surprise mapped to the screen's code).
   */
  errorDescription?: string;
  /** Codes the call handles by hand (VOTE_ALREADY_CAST opens the offer): the pipe leaves them alone. */
  errorHandled?: readonly AppErrorCode[];
  /** Calls that fail together say it once: the same id replaces the toast (a search's sections). */
  errorId?: string;
  /**
   * The form also says the failure beside its button (ErrorLine): the toast is left out, so the person
   * reads one error, not two (web/components/ui/toaster.tsx).
   */
  errorInline?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** The message a failed call's meta asks for, or null when the call shows nothing (or handles this failure itself). */
export function errorMessage(e: unknown, meta: ErrorMeta | undefined): ErrorMessage | null {
  const title = meta?.errorToast;
  if (!title) return null;
  const err = readError(e, meta.errorDescription ?? title);
  if (err.appCode && meta.errorHandled?.includes(err.appCode)) return null;
  // A surprise the server mapped to the screen's own code ('Erro ao processar pagamento') repeats the title: the line gives way.
  const description = err.message === title ? meta.errorDescription : err.message;
  const message = meta.errorDescription === undefined ? { title: err.message } : { title, description };
  return { ...message, ...(meta.errorId && { id: meta.errorId }), ...(meta.errorInline && { inline: true as const }) };
}
