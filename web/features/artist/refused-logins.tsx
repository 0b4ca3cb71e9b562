import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { trpc } from '../../lib/trpc';

/** Wrong panel passwords in the last 24 hours: the artist sees when someone is trying the shared password. */
export function RefusedLoginsNote() {
  const { data } = trpc.artist.refusedLogins.useQuery();
  if (!data) return null;
  const alert = data.last24h > 0;
  const Icon = alert ? ShieldAlert : ShieldCheck;
  return (
    <p
      className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${alert ? 'border-amber-400/30 bg-amber-400/10 text-amber-200' : 'border-white/10 bg-neutral-900 text-neutral-300'}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {`Tentativas de acesso recusadas nas últimas 24 h: ${data.last24h.toLocaleString('pt-BR')}`}
    </p>
  );
}
