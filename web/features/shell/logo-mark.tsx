import { cn } from '../../components/ui/cn';

/** The site mark (same drawing as favicon.svg): a heavy M with a pink dot. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-neutral-900" />
      <path d="M10,50 V14 H21 L32,31 L43,14 H54 V50 H44 V31 L32,47 L20,31 V50 Z" className="fill-brand-400" />
      <circle cx="53" cy="10" r="5" className="fill-funk-500" />
    </svg>
  );
}
