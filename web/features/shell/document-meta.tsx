import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle } from '../../lib/site';

type Meta = Array<Record<string, unknown> | undefined> | undefined;
// `_notFound` marks the route that renders the not-found component (router internals, read only).
type MatchLike = { meta?: Meta; status: string; _notFound?: boolean };

const NOT_FOUND_TITLE = pageTitle('Página não encontrada');

/** The deepest route's value wins, like nested <title>s would. */
function pick(matches: MatchLike[], read: (m: Record<string, unknown>) => unknown): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    for (const m of matches[i]!.meta ?? []) {
      const v = m ? read(m) : undefined;
      if (typeof v === 'string') return v;
    }
  }
  return undefined;
}

/**
 * Applies the routes' `head()` title and description to the document. The static tags in
 * index.html stay the single source for crawlers; this keeps tabs and history readable.
 */
export function DocumentMeta() {
  const title = useRouterState({
    select: (s) => {
      const matches = s.matches as unknown as MatchLike[];
      if (matches.some((m) => m.status === 'notFound' || m._notFound)) return NOT_FOUND_TITLE;
      return pick(matches, (m) => m.title) ?? pageTitle();
    },
  });
  const description = useRouterState({
    select: (s) => pick(s.matches as unknown as MatchLike[], (m) => (m.name === 'description' ? m.content : undefined)),
  });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
