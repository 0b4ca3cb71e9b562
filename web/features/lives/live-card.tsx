import { Link } from '@tanstack/react-router';
import { Lock, Radio, Share2, Tv } from 'lucide-react';
import { useEffect } from 'react';
import type { ErrorText } from '../../../worker/contracts/errors';
import { liveShare } from '../../../worker/contracts/share';
import { ShareButton } from '../../components/share-button';
import { NOTIFICATION_EVENT, notificationsChannel } from '../../../worker/contracts/notifications';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';
import { countdownText, useCountdown } from './countdown';

/** Without realtime the card still learns of a start (or a cancel) this often. */
const REFRESH_MS = 60_000;
const WHEN = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** The server's word for it, as a type: the card cannot drift from it. */
const LIVES_TIER_ONLY: ErrorText<'LIVES_TIER_ONLY'> = 'Lives são um benefício dos planos Prata e Ouro.';

const box = 'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5';
/** The feed's card while no live is on: one slim strip, so the posts start on the first screen. */
const strip = 'flex items-center justify-between gap-3 rounded-xl border px-3 py-1.5 text-xs';

/** Refetches the card when the member's channel says a live has just started. */
function useLiveStarts() {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const { connection } = useRealtime(me.data?.userId);
  useEffect(() => {
    const userId = me.data?.userId;
    if (!connection || !userId) return;
    return connection.subscribe(notificationsChannel(userId), (name, data) => {
      if (name === NOTIFICATION_EVENT && typeof (data as { liveId?: unknown } | null)?.liveId === 'string')
        void utils.lives.next.invalidate();
    });
  }, [connection, me.data?.userId, utils]);
}

/**
 * 'Próxima live' (/dashboard, top of /feed): the countdown, then 'Assistir' from the start. A member
 * whose plan has no lives reads which plans have them; the server sends them nothing about the live.
 * `quiet` (the feed) shows nothing while no live is scheduled, and a slim strip until one is on air.
 */
export function LiveCard({ quiet = false }: { quiet?: boolean }) {
  const next = trpc.lives.next.useQuery(undefined, { refetchInterval: REFRESH_MS });
  useLiveStarts();
  const live = next.data?.access ? next.data.live : null;
  const left = useCountdown(live?.status === 'upcoming' ? live.startsAt : null, () => void next.refetch());

  if (next.isPending) return <div aria-hidden className={cn('h-24 animate-pulse rounded-2xl bg-neutral-900', quiet && 'h-11')} />;
  if (next.isError) {
    if (quiet) return null;
    return (
      <section aria-label="Próxima live" className={cn(box, 'border-white/10 bg-neutral-900')}>
        <p className="text-sm text-neutral-300">Não foi possível carregar a próxima live.</p>
        <Button variant="secondary" onClick={() => void next.refetch()}>
          Tentar novamente
        </Button>
      </section>
    );
  }
  if (!next.data.access) {
    if (quiet)
      return (
        <section aria-label="Lives" className={cn(strip, 'border-white/10 bg-neutral-900')}>
          <p className="flex items-center gap-2 text-neutral-300">
            <Lock className="size-3.5 shrink-0 text-neutral-400" aria-hidden />
            {LIVES_TIER_ONLY}
          </p>
          <Link
            to="/pricing"
            className="inline-flex min-h-9 shrink-0 items-center font-bold uppercase tracking-wide text-brand-400 hover:underline"
          >
            Ver planos
          </Link>
        </section>
      );
    return (
      <section aria-label="Lives" className={cn(box, 'border-white/10 bg-neutral-900')}>
        <p className="flex items-center gap-2 text-sm text-neutral-300">
          <Lock className="size-4 shrink-0 text-neutral-400" aria-hidden />
          {LIVES_TIER_ONLY}
        </p>
        <Link
          to="/pricing"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-400 px-4 text-sm font-bold uppercase tracking-wide text-brand-400 hover:bg-brand-400/10"
        >
          Ver planos
        </Link>
      </section>
    );
  }
  if (!live) {
    if (quiet) return null;
    return (
      <section aria-label="Próxima live" className={cn(box, 'border-white/10 bg-neutral-900')}>
        <p className="flex items-center gap-2 text-sm text-neutral-300">
          <Tv className="size-4 shrink-0 text-brand-400" aria-hidden />
          Nenhuma live agendada agora. Avisamos você quando a próxima começar.
        </p>
      </section>
    );
  }
  const onAir = live.status === 'live';
  if (quiet && !onAir)
    return (
      <section aria-label="Próxima live" className={cn(strip, 'min-h-11 border-brand-400/40 bg-neutral-900')}>
        <p className="min-w-0 truncate text-neutral-300">
          <span className="font-black uppercase tracking-widest text-brand-400">Próxima live</span> ·{' '}
          <strong className="text-white">{live.title}</strong>
        </p>
        <span className="flex shrink-0 items-center gap-1">
          {left !== null && (
            <span className="tabular-nums text-neutral-300">
              {/* On a phone the title needs the room: the countdown alone says when. */}
              <span className="max-sm:sr-only">Começa em </span>
              <strong className="text-white">{countdownText(left)}</strong>
            </span>
          )}
          <ShareButton
            label="Compartilhar a live"
            share={() => liveShare(false)}
            className="-my-1.5 text-neutral-300 hover:bg-neutral-800"
          />
        </span>
      </section>
    );
  return (
    <section
      aria-label="Próxima live"
      className={cn(box, onAir ? 'border-red-500/60 bg-red-950/40' : 'border-brand-400/40 bg-neutral-900')}
    >
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-xs font-black uppercase tracking-widest text-brand-400">
          {onAir ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-white">
              <Radio className="size-3.5" aria-hidden /> Ao vivo
            </span>
          ) : (
            'Próxima live'
          )}
        </p>
        <h2 className="mt-1 break-words font-display text-xl font-black uppercase">{live.title}</h2>
        <p className="text-sm text-neutral-300">
          <time dateTime={live.startsAt}>{WHEN.format(new Date(live.startsAt))}</time>
          {!onAir && left !== null && (
            <>
              {' · '}
              <span className="tabular-nums">
                Começa em <strong className="text-white">{countdownText(left)}</strong>
              </span>
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <ShareButton label="Compartilhar a live" share={() => liveShare(onAir)} className="text-neutral-300 hover:bg-neutral-800">
          <Share2 className="size-5" aria-hidden />
          <span>Compartilhar</span>
        </ShareButton>
        {onAir && (
          <a
            href={live.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-red-600 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-400"
          >
            <Tv className="size-4" aria-hidden /> Assistir
          </a>
        )}
      </div>
    </section>
  );
}
