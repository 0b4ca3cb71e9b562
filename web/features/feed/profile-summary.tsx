import { Link } from '@tanstack/react-router';
import { Crown, Settings } from 'lucide-react';
import type { MemberProfile } from '../../../worker/contracts/social';
import { profileSharePath } from '../../../worker/contracts/share';
import { ShareButton } from '../../components/share-button';
import { cn } from '../../components/ui/cn';
import { CTA_OUTLINE } from '../../components/ui/link-styles';
import { PlanBadge } from '../../components/ui/plan-badge';
import { AuthorAvatar } from './author-avatar';
import { AuthorBadge } from './author-badge';
import { FollowButton } from './follow-button';

const SINCE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long', year: 'numeric' });

const statLink =
  'flex flex-col items-center rounded-xl px-2 py-1 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

/** The profile's head: who the member is, their counts (the two lists open under it) and 'Seguir' / 'Seguindo', or 'Editar perfil' on one's own. */
export function ProfileSummary({ profile, list }: { profile: MemberProfile; list?: 'seguidores' | 'seguindo' }) {
  const n = (v: number) => v.toLocaleString('pt-BR');
  return (
    <section aria-labelledby="perfil-nome" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-6">
      <div className="flex items-start gap-4">
        <AuthorAvatar author={profile} className="size-16 text-2xl sm:size-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 id="perfil-nome" className="break-words font-display text-2xl font-black text-neutral-50">
            {profile.displayName}
          </h1>
          <p className="truncate text-neutral-400">@{profile.username}</p>
          <p className="flex flex-wrap items-center gap-2">
            {profile.isArtist && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-400 px-2 py-0.5 text-xs font-black uppercase text-neutral-950">
                <Crown className="size-3" aria-hidden />
                Artista
              </span>
            )}
            {profile.tierName && <PlanBadge tierName={profile.tierName} />}
            <AuthorBadge badge={profile.badge} />
          </p>
        </div>
        <ShareButton
          label="Compartilhar perfil"
          className="-mt-1 -mr-2 text-neutral-300 hover:bg-neutral-800"
          share={() => ({
            title: `${profile.displayName} (@${profile.username}) — MC Mito`,
            text: `Segue ${profile.displayName} na comunidade do MC Mito!`,
            path: profileSharePath(profile.username),
          })}
        />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-300">
        <div className="flex gap-1.5">
          <dt>Reputação</dt>
          <dd>
            <strong className="text-neutral-50">{n(profile.reputation)}</strong>{' '}
            <span className="font-bold text-brand-400">(Nível {profile.level})</span>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">Entrou em</dt>
          <dd>Membro desde {SINCE.format(new Date(profile.joinedAt))}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Números do perfil" className="flex gap-2 text-center">
          <li className="flex flex-col items-center px-2 py-1">
            <span className="font-display text-xl font-black">{n(profile.posts)}</span>
            <span className="text-xs text-neutral-400">Posts</span>
          </li>
          {(['seguidores', 'seguindo'] as const).map((which) => (
            <li key={which}>
              <Link
                to="/membro/$username"
                params={{ username: profile.username }}
                search={list === which ? {} : { lista: which }}
                aria-expanded={list === which}
                className={cn(statLink, list === which && 'bg-neutral-800')}
              >
                <span className="font-display text-xl font-black" data-testid={`count-${which}`}>
                  {n(which === 'seguidores' ? profile.followers : profile.following)}
                </span>
                <span className="text-xs text-neutral-400">{which === 'seguidores' ? 'Seguidores' : 'Seguindo'}</span>
              </Link>
            </li>
          ))}
        </ul>
        {profile.isMe ? (
          <Link to="/configuracoes" className={CTA_OUTLINE}>
            <Settings className="size-4" aria-hidden />
            Editar perfil
          </Link>
        ) : profile.blocked ? (
          <p className="text-sm text-neutral-400">Não é possível seguir este membro.</p>
        ) : (
          <FollowButton username={profile.username} followedByMe={profile.followedByMe} />
        )}
      </div>
    </section>
  );
}
