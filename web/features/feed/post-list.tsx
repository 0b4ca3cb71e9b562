import { Link } from '@tanstack/react-router';
import type { FeedTab } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { CTA_OUTLINE } from '../../components/ui/link-styles';
import { trpc } from '../../lib/trpc';
import { feedInput } from '../../lib/feed-tab';
import { COMPOSER_ID } from './post-composer';
import { PostPages } from './post-pages';

export const FEED_QUERY_OPTS = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, initialCursor: null } as const;

/** One tab of the feed (post-pages.tsx pages it). */
export function PostList({ tab }: { tab: FeedTab }) {
  const feed = trpc.feed.list.useInfiniteQuery(feedInput(tab), FEED_QUERY_OPTS);
  return <PostPages query={feed} empty={tab === 'seguindo' ? <FollowingEmpty /> : <FirstPostEmpty />} />;
}

function FirstPostEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center">
      <p className="text-neutral-300">Nenhum post ainda. Seja o primeiro a compartilhar algo!</p>
      <Button
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
          document.getElementById('post-content')?.focus({ preventScroll: true });
        }}
        aria-controls={COMPOSER_ID}
      >
        Criar primeiro post
      </Button>
    </div>
  );
}

/** 'Seguindo' before the member follows anyone (or while the people they follow have not posted). */
function FollowingEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center">
      <p className="font-bold text-neutral-100">Nada por aqui ainda.</p>
      <p className="max-w-md text-neutral-300">
        Os posts de quem você segue aparecem nesta aba. Encontre pessoas em Recentes: toque no nome de alguém para ver o perfil e clique em
        Seguir.
      </p>
      <Link to="/feed" search={{}} className={CTA_OUTLINE}>
        Encontrar pessoas
      </Link>
    </div>
  );
}
