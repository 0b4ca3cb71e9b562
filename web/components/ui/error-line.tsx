import type { ComponentProps } from 'react';
import { readError } from '../../lib/trpc-error';

/**
 * A failed query said on its own screen (no toast: its meta has no `errorToast`): the server's
 * Portuguese text when our server answered, else `fallback`.
 */
export function ErrorLine({ error, fallback, ...rest }: { error: unknown; fallback: string } & ComponentProps<'p'>) {
  return <p {...rest}>{readError(error, fallback).message}</p>;
}
