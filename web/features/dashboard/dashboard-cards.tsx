import { Link } from '@tanstack/react-router';
import { MessageCircle, Newspaper, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { UnreadMessagesBadge } from '../../components/unread-messages-badge';

const card = 'flex min-h-28 flex-col gap-2 rounded-2xl border border-white/10 bg-neutral-900 p-5';

function CardBody({ icon, title, text }: { icon: ReactNode; title: ReactNode; text: string }) {
  return (
    <>
      <span className="flex items-center gap-2 font-display text-lg font-black uppercase">
        {icon}
        {title}
      </span>
      <span className="text-sm text-neutral-300">{text}</span>
    </>
  );
}

/** Feed, Mensagens, and 'Desafios Mito' (shown without a link). */
export function DashboardCards() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Link to="/feed" className={`${card} transition hover:border-brand-400/60 focus-visible:outline-2 focus-visible:outline-brand-400`}>
        <CardBody
          icon={<Newspaper className="size-5 text-brand-400" aria-hidden />}
          title="Feed"
          text="Posts, fotos e enquetes da comunidade."
        />
      </Link>
      <Link
        to="/messages"
        className={`${card} transition hover:border-brand-400/60 focus-visible:outline-2 focus-visible:outline-brand-400`}
      >
        <CardBody
          icon={<MessageCircle className="size-5 text-brand-400" aria-hidden />}
          title={
            <>
              Mensagens <UnreadMessagesBadge className="ml-1 align-middle" />
            </>
          }
          text="Converse com outros fãs em tempo real."
        />
      </Link>
      <div className={card}>
        <CardBody
          icon={<Trophy className="size-5 text-funk-500" aria-hidden />}
          title="Desafios Mito"
          text="Desafios para ganhar MitoCoins e reputação. Em breve."
        />
      </div>
    </div>
  );
}
