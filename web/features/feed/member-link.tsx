import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

/**
 * A member's name or avatar, linking to their profile (/membro/{username}). An avatar beside a
 * name link is `decorative`: out of the tab order and hidden from screen readers, so a keyboard
 * or screen-reader user meets one link per person, not two.
 */
export function MemberLink({
  username,
  children,
  className,
  decorative = false,
}: {
  username: string;
  children: ReactNode;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <Link
      to="/membro/$username"
      params={{ username }}
      {...(decorative ? { tabIndex: -1, 'aria-hidden': true } : {})}
      className={cn(
        'rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
        className,
      )}
    >
      {children}
    </Link>
  );
}
