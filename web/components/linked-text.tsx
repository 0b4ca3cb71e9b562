import { useMemo } from 'react';
import { textSegments } from '../../worker/contracts/text-segments';
import { cn } from './ui/cn';

const link = 'font-semibold text-brand-400 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';

/**
 * Text people wrote, with its http(s) addresses as links that open in a new tab (rel noopener
 * nofollow ugc), each `#hashtag` as a link to its tag's page (/feed?tag=…) and each `@username` the server confirmed (`mentions`, lower-cased) as a link to
 * that member's profile. Everything is a React text node or an <a>: nothing typed becomes markup.
 */
export function LinkedText({ text, mentions = [], className }: { text: string; mentions?: readonly string[]; className?: string }) {
  const segments = useMemo(() => textSegments(text), [text]);
  const known = new Set(mentions);
  return (
    <p className={cn('break-words [overflow-wrap:anywhere]', className ?? 'whitespace-pre-line')}>
      {segments.map((s, i) => {
        if (s.kind === 'link')
          return (
            <a key={i} href={s.href} target="_blank" rel="noopener nofollow ugc" className={link}>
              {s.text}
            </a>
          );
        if (s.kind === 'tag')
          return (
            <a key={i} href={`/feed?tag=${encodeURIComponent(s.tag)}`} className={link}>
              {s.text}
            </a>
          );
        if (s.kind === 'mention' && known.has(s.username.toLowerCase()))
          return (
            <a key={i} href={`/membro/${encodeURIComponent(s.username)}`} className={link}>
              {s.text}
            </a>
          );
        return s.text;
      })}
    </p>
  );
}
