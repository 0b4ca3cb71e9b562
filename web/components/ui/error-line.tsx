import type { ComponentProps } from 'react';
import { readError } from '../../lib/trpc-error';

/**
 * A failed call said on its own screen: the server's Portuguese text when our server answered,
 * else `fallback`; `title` above it in bold. A query whose meta has no `errorToast` says it only
 * here; a form's mutation keeps its toast's text here too, once the toast has gone.
 */
export function ErrorLine({
  error,
  fallback,
  title,
  ...rest
}: { error: unknown; fallback: string; title?: string } & Omit<ComponentProps<'p'>, 'title'>) {
  return (
    <p {...rest}>
      {title && <strong className="block">{title}</strong>}
      {readError(error, fallback).message}
    </p>
  );
}

/** The box a form's failed submit leaves above its button. */
export const FORM_ERROR = 'rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300';
