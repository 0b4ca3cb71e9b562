import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedPost } from '../../../worker/contracts/feed';
import { RelativeTime } from '../../components/ui/relative-time';
import { AuthorAvatar } from './author-avatar';
import { AuthorBadge } from './author-badge';
import { MemberLink } from './member-link';

/** A post's author and time, as every card opens: avatar, name (both to the profile), badge, the crown 'Artista', the card's own marks (`marks`), @username and when. */
export function PostAuthorLine({ post, marks }: { post: FeedPost; marks?: ReactNode }) {
  const { author } = post;
  return (
    <>
      <MemberLink username={author.username} decorative className="shrink-0 rounded-full">
        <AuthorAvatar author={author} />
      </MemberLink>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <MemberLink username={author.username} className="min-w-0 truncate">
            <strong className="text-neutral-50">{author.displayName}</strong>
          </MemberLink>
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
          @{author.username} · <RelativeTime at={post.createdAt} />
        </p>
      </div>
    </>
  );
}
