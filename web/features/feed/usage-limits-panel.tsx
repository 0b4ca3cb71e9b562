import { Link } from '@tanstack/react-router';
import { writeLimitedText } from '../../../worker/contracts/limits';
import type { MemberUsage } from '../../../worker/contracts/members';
import { cn } from '../../components/ui/cn';
import { trpc } from '../../lib/trpc';
import { usageLevel } from './usage-level';

const BAR: Record<'ok' | 'warn' | 'danger', string> = {
  ok: '[&::-moz-progress-bar]:bg-emerald-400 [&::-webkit-progress-value]:bg-emerald-400',
  warn: '[&::-moz-progress-bar]:bg-amber-400 [&::-webkit-progress-value]:bg-amber-400',
  danger: '[&::-moz-progress-bar]:bg-red-500 [&::-webkit-progress-value]:bg-red-500',
};

const unlimited = (n: number | null, unit = '') => (n === null ? 'Ilimitado' : `${n.toLocaleString('pt-BR')}${unit}`);

/**
 * "Seus limites": today's posts against the plan's daily limit, and the last 10 minutes' against
 * its burst when that is the nearer limit; the bar's colours and the hint follow the nearer one.
 * The plan's other limits come as values (they have no running counter outside a post being written).
 */
export function UsageLimitsPanel({ className }: { className?: string }) {
  // Posts in the burst window leave it on their own: ask again when the oldest has.
  const usage = trpc.members.usage.useQuery(undefined, {
    refetchInterval: (q) => (q.state.data?.postsRecent.used ? Math.max(5, q.state.data.postsRecent.freesInSeconds) * 1000 : false),
  });
  // A free member publishes nothing; the composer already points them to the plans.
  if (!usage.data?.tierName) return null;
  return <UsageLimits usage={usage.data} className={className} />;
}

/** The burst counts when it is the nearer of the two limits (always, for a plan without a daily limit, once a post is in it). */
function burstIsNearer({ postsToday: day, postsRecent: burst }: MemberUsage) {
  return burst.used > 0 && burst.limit - burst.used < (day.limit === null ? Infinity : day.limit - day.used);
}

function UsageLimits({ usage, className }: { usage: MemberUsage; className?: string }) {
  const { used, limit } = usage.postsToday;
  const burst = usage.postsRecent;
  const nearBurst = burstIsNearer(usage);
  const level = nearBurst ? usageLevel(burst.used, burst.limit) : usageLevel(used, limit);
  const barLabel = nearBurst
    ? `Posts nos últimos ${burst.windowMinutes} minutos: ${burst.used} de ${burst.limit} (${level.percent}%)`
    : `Posts hoje: ${used} de ${limit} (${level.percent}%)`;
  const rows = [
    { label: 'Arquivos por post', value: unlimited(usage.filesPerPost) },
    { label: 'Tamanho por arquivo', value: `${usage.maxFileSizeMb} MB` },
    { label: 'Vídeo e áudio', value: usage.canUploadVideo ? 'Sim' : 'Não' },
    { label: 'Pessoas por conversa', value: unlimited(usage.dmParticipants) },
  ];
  return (
    <section
      aria-labelledby="usage-limits-title"
      className={cn('flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4', className)}
    >
      <h2 id="usage-limits-title" className="text-xs font-bold uppercase tracking-wider text-neutral-400">
        Seus limites{usage.tierName ? ` · ${usage.tierName}` : ''}
      </h2>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-neutral-200">Posts hoje</span>
          <span className="font-bold tabular-nums text-neutral-50" data-testid="usage-posts">
            {limit === null
              ? `${used.toLocaleString('pt-BR')} · Ilimitado`
              : `${used.toLocaleString('pt-BR')} de ${limit.toLocaleString('pt-BR')}`}
          </span>
        </div>
        {nearBurst && (
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-neutral-200">Últimos {burst.windowMinutes} minutos</span>
            <span className="font-bold tabular-nums text-neutral-50" data-testid="usage-burst">
              {burst.used.toLocaleString('pt-BR')} de {burst.limit.toLocaleString('pt-BR')}
            </span>
          </div>
        )}
        {(nearBurst || limit !== null) && (
          <progress
            max={100}
            value={level.percent}
            data-tone={level.tone}
            aria-label={barLabel}
            className={cn(
              'h-2 w-full appearance-none overflow-hidden rounded-full bg-neutral-800 [&::-webkit-progress-bar]:bg-neutral-800',
              BAR[level.tone],
            )}
          />
        )}
        {nearBurst && level.hint ? (
          // Full, the server's own refusal; the wait is until the oldest post leaves the window.
          <p className="text-xs text-amber-300">
            {burst.used >= burst.limit
              ? writeLimitedText('post', burst.freesInSeconds)
              : `Você está perto do limite de ${burst.limit} posts em ${burst.windowMinutes} minutos.`}
          </p>
        ) : (
          level.hint && (
            // At the limit, the product's own words (the server's refusal, POST_DAILY_LIMIT).
            <p className="text-xs text-amber-300">
              {used >= (limit ?? Infinity) ? 'Limite diário de posts atingido.' : 'Você está perto do limite diário de posts.'}{' '}
              <Link to="/pricing" className="font-bold text-brand-400 underline underline-offset-2">
                Faça upgrade
              </Link>{' '}
              para postar mais!
            </p>
          )
        )}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="text-neutral-400">{r.label}</dt>
            <dd className="text-right font-semibold text-neutral-100">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
