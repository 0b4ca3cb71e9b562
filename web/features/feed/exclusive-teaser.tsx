import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { FeedPost, PostVisibility } from '../../../worker/contracts/feed';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { PostAuthorLine } from './post-author-line';

/** The plan an exclusive post asks for: 'Prata e Ouro' opens from Prata, 'Só Ouro' only on Ouro. */
const PLAN: Record<Exclude<PostVisibility, 'all'>, string> = { prata: 'Prata', ouro: 'Ouro' };

const planOf = (visibility: PostVisibility) => (visibility === 'all' ? null : PLAN[visibility]);

/** The mark on an exclusive post the member may see. */
export function ExclusiveBadge({ visibility }: { visibility: PostVisibility }) {
  const plan = planOf(visibility);
  if (!plan) return null;
  return (
    <span
      title={visibility === 'ouro' ? 'Só Ouro' : 'Prata e Ouro'}
      className="inline-flex items-center gap-1 rounded-full border border-brand-400/60 px-2 py-0.5 text-xs font-bold uppercase text-brand-400"
    >
      <Lock className="size-3" aria-hidden />
      Exclusivo
    </span>
  );
}

/**
 * An exclusive post above the member's plan: who posted and when, and the way to the plans. The
 * server sent nothing of its text, media or poll, so there is nothing else to show.
 */
export function ExclusiveTeaser({ post }: { post: FeedPost }) {
  const plan = planOf(post.visibility) ?? 'Prata';
  const { author } = post;
  return (
    <article
      aria-label={`Post exclusivo de ${author.displayName}`}
      className="flex flex-col gap-3 rounded-2xl border border-brand-400/30 bg-neutral-900 p-4"
    >
      <header className="flex items-start gap-3">
        <PostAuthorLine post={post} />
      </header>
      <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-950/60 px-4 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-400/15 text-brand-400">
          <Lock className="size-6" aria-hidden />
        </span>
        <p className="font-display text-lg font-black text-neutral-50">Conteúdo exclusivo para assinantes {plan}</p>
        <p className="max-w-sm text-sm text-neutral-400">
          {plan === 'Ouro' ? 'Este post é só para quem assina o plano Ouro.' : 'Este post é para quem assina os planos Prata ou Ouro.'}
        </p>
        <Link to="/pricing" className={CTA_PRIMARY}>
          Assinar {plan}
        </Link>
      </div>
    </article>
  );
}
