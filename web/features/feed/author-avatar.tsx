import type { FeedAuthor } from '../../../worker/contracts/feed';
import { cn } from '../../components/ui/cn';

export function AuthorAvatar({ author, className }: { author: Pick<FeedAuthor, 'displayName' | 'avatarUrl'>; className?: string }) {
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" className={cn('size-10 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-neutral-800 font-display font-black uppercase text-brand-400',
        className,
      )}
    >
      {author.displayName.slice(0, 1)}
    </span>
  );
}
