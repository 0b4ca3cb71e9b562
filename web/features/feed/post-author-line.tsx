import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedPost } from '../../../worker/contracts/feed';
import { RelativeTime } from '../../components/ui/relative-time';
import { AuthorAvatar } from './author-avatar';
import { AuthorBadge } from './author-badge';

/** A post's author and time, as every card opens: avatar, name, badge, the crown 'Artista', the card's own marks (`marks`), @username and when. */
export function PostAuthorLine({ post, marks }: { post: FeedPost; marks?: ReactNode }) {
  const { author } = post;
  return (
    <>
      <AuthorAvatar author={author} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <strong className="truncate text-neutral-50">{author.displayName}</strong>
          <AuthorBadge badge={author.badge} />
          {author.isArtist && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-400 px-2 py-0.5 text-xs font-black uppercase text-neutral-950">
              <Crown className="size-3" aria-hidden />
              Artista
            </span>
          )}
          {marks}
        </p>
        <p className="text-sm text-neutral-400">
          @{author.username} ·{' '}
          <RelativeTime at={post.createdAt} />
        </p>
      </div>
    </>
  );
}
