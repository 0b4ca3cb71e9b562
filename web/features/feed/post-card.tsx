import { Link } from '@tanstack/react-router';
import { MessageCircle, Pin, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { FeedPost } from '../../../worker/contracts/feed';
import { LinkedText } from '../../components/linked-text';
import { REACTIONS } from '../../components/reactions';
import { ShareButton } from '../../components/share-button';
import { cn } from '../../components/ui/cn';
import { PostEditForm } from './edit-text-form';
import { ExclusiveBadge, ExclusiveTeaser } from './exclusive-teaser';
import { PostAuthorLine } from './post-author-line';
import { PostComments } from './post-comments';
import { PostMediaGrid } from './post-media-grid';
import { PostMenu } from './post-menu';
import { PostOwnerActions, useEditPost } from './post-owner-actions';
import { PostPoll } from './post-poll';
import { useReact } from './use-react';
import { postShareRequest, useSharePost } from './use-share-post';

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-neutral-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400';

/** One post: `commentsOpen` starts with its comments shown (a post opened from a notification). */
export function PostCard({ post, commentsOpen = false }: { post: FeedPost; commentsOpen?: boolean }) {
  const react = useReact();
  const share = useSharePost();
  const saveEdit = useEditPost(post.id);
  const [open, setOpen] = useState(commentsOpen);
  const [editing, setEditing] = useState(false);
  const { author } = post;
  if (post.locked) return <ExclusiveTeaser post={post} />;

  return (
    <article
      aria-label={`Post de ${author.displayName}`}
      className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4"
    >
      <header className="flex items-start gap-3">
        <PostAuthorLine
          post={post}
          marks={
            <>
              <ExclusiveBadge visibility={post.visibility} />
              {post.pinned && (
                <span className="inline-flex items-center gap-1 rounded-full border border-brand-400/60 px-2 py-0.5 text-xs font-bold text-brand-400">
                  <Pin className="size-3" aria-hidden />
                  Fixado
                </span>
              )}
              {post.editedAt && <span className="text-xs text-neutral-500">(editado)</span>}
            </>
          }
        />
        {post.isMine && <PostOwnerActions post={post} onEdit={() => setEditing(true)} />}
        <PostMenu post={post} />
      </header>
      {editing ? (
        <PostEditForm
          postId={post.id}
          content={post.content}
          onSave={(v) => saveEdit(v).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        post.content && <LinkedText text={post.content} mentions={post.mentions} className="whitespace-pre-line text-neutral-100" />
      )}
      <PostMediaGrid media={post.media ?? []} />
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to="/feed"
                search={{ tag: tag.name }}
                className="inline-flex rounded-full bg-neutral-800 px-2.5 py-0.5 text-xs font-semibold text-brand-400 hover:bg-neutral-700"
              >
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {post.poll && <PostPoll postId={post.id} poll={post.poll} />}
      <div className="-mx-2 flex flex-wrap items-center gap-1">
        {REACTIONS.map((r) => (
          <button
            key={r.type}
            type="button"
            aria-label={`${r.label} (${post.reactions[r.type]})`}
            aria-pressed={post.myReaction === r.type}
            onClick={() => react.mutate({ postId: post.id, type: r.type })}
            className={cn(action, post.myReaction === r.type && r.on)}
          >
            {r.icon}
            <span data-testid={`count-${r.type}`}>{post.reactions[r.type]}</span>
          </button>
        ))}
        <button
          type="button"
          aria-expanded={open}
          aria-label={`Comentários (${post.commentsCount})`}
          onClick={() => setOpen((v) => !v)}
          className={action}
        >
          <MessageCircle className="size-5" aria-hidden />
          <span data-testid="count-comments">{post.commentsCount}</span>
        </button>
        <ShareButton
          share={() => postShareRequest(post)}
          label={`Compartilhar (${post.sharesCount})`}
          onShared={() => share.mutate({ postId: post.id })}
          className={action}
        >
          <Share2 className="size-5" aria-hidden />
          <span data-testid="count-shares">{post.sharesCount}</span>
        </ShareButton>
      </div>
      {open && <PostComments postId={post.id} />}
    </article>
  );
}
