export interface ErrorMessage {
  title: string;
  description?: string;
  /** The same id again replaces the toast instead of adding one (a query failing again). */
  id?: string;
  /** Said on the screen beside the form (`errorInline`): not toasted as well. */
  inline?: true;
}

/*
 * web/lib sits below the toaster (web/components/ui/toaster.tsx): the toaster on screen registers
 * itself here, and what fails before it mounts waits for it. Apart from lib/error-pipe.ts, whose
 * reading of tRPC errors (≈ 4 KB gzip with the tRPC client's error class) every page would
 * otherwise load with the toaster.
 */
let sink: ((m: ErrorMessage) => void) | undefined;
const waiting: ErrorMessage[] = [];

export function showErrorsWith(show: (m: ErrorMessage) => void) {
  sink = show;
  for (const m of waiting.splice(0)) show(m);
  return () => {
    if (sink === show) sink = undefined;
  };
}

export function showErrorMessage(m: ErrorMessage) {
  if (sink) sink(m);
  else waiting.push(m);
}
