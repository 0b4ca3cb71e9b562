import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { RAFFLE_GROUND_LABELS, type RaffleIntegrityGroup } from '../../../worker/contracts/raffle-integrity';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';
import { RaffleVoidDialog } from './raffle-void-dialog';

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** '07/12 14:02 – 14:09' (or two full moments when the group spans days). */
function span(from: string, to: string) {
  const a = formatDateTime(from);
  const b = formatDateTime(to);
  return a.slice(0, 10) === b.slice(0, 10) ? `${a} – ${time.format(new Date(to))}` : `${a} – ${b}`;
}

function GroupCard({ g, onVoid }: { g: RaffleIntegrityGroup; onVoid: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-amber-400/30 bg-amber-400/5 p-3 text-sm" data-testid="grupo-suspeito">
      <p className="font-semibold text-neutral-50">
        {RAFFLE_GROUND_LABELS[g.rule]}
        {g.domain && <span className="font-mono font-normal text-amber-200"> · {g.domain}</span>}
      </p>
      <p className="text-neutral-300">
        <strong className="text-neutral-50">{g.couponCount} cupons</strong> · {g.confirmedCount} confirmados · {g.addressCount}{' '}
        {g.addressCount === 1 ? 'endereço' : 'endereços'} de votação
      </p>
      <p className="text-neutral-400">{span(g.from, g.to)}</p>
      <ul className="flex flex-col gap-1 font-mono text-xs text-neutral-300" aria-label="Exemplos do grupo">
        {g.samples.map((s) => (
          <li key={s.coupon} className="flex flex-wrap gap-x-3">
            <span className="font-bold text-neutral-100">{s.coupon}</span>
            <span>{s.cpfMasked}</span>
            <span className="break-all">{s.emailMasked}</span>
          </li>
        ))}
      </ul>
      <Button variant="danger" className="self-start" onClick={onVoid}>
        Anular cupons
      </Button>
    </li>
  );
}

/**
 * 'Integridade do sorteio': coupons that look farmed (generated CPFs from one network, free inboxes
 * on one domain), found before the list is frozen. Opening it is an audited read (masked samples),
 * so it loads on the artist's click, not with the dashboard.
 */
export function RaffleIntegrityPanel() {
  const [opened, setOpened] = useState(false);
  const integrity = trpc.artist.raffleIntegrity.useQuery(undefined, { enabled: opened, retry: false });
  const [asked, setAsked] = useState<RaffleIntegrityGroup | null>(null);
  const d = integrity.data;

  return (
    <section aria-labelledby="integrity-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="integrity-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <ShieldCheck className="size-5 text-brand-400" aria-hidden />
        Integridade do sorteio
      </h2>
      <p className="text-sm text-neutral-400">
        Cupons que parecem fabricados: muitos da mesma rede ou endereço em poucos minutos, um domínio de e-mail confirmando muitos cupons,
        e-mails descartáveis. Cada pessoa participa com um só cupom (Lei 5.768/71). Anule antes de a lista ser congelada.
      </p>
      <Button
        variant="secondary"
        className="self-start"
        loading={integrity.isFetching}
        onClick={() => (opened ? void integrity.refetch() : setOpened(true))}
      >
        {opened ? 'Verificar de novo' : 'Verificar cupons'}
      </Button>
      {integrity.isError && <ErrorLine className="text-sm text-red-400" error={integrity.error} fallback="Erro ao verificar os cupons" />}
      {d && !d.open && <p className="text-sm text-neutral-300">A lista de cupons está congelada: nenhum cupom pode mais ser anulado.</p>}
      {d?.open && d.groups.length === 0 && <p className="text-sm text-neutral-300">Nenhum grupo suspeito encontrado.</p>}
      {d?.open && d.groups.length > 0 && (
        <ol className="grid gap-3 lg:grid-cols-2" aria-label="Grupos suspeitos">
          {d.groups.map((g) => (
            <GroupCard key={g.id} g={g} onVoid={() => setAsked(g)} />
          ))}
        </ol>
      )}
      {d && d.voids.length > 0 && (
        <div className="text-sm text-neutral-300">
          <h3 className="font-bold text-neutral-100">Anulados</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {d.voids.map((v) => (
              <li key={`${v.voidedAt}-${v.ground}`} className="break-words">
                {formatDateTime(v.voidedAt)} · {v.couponCount} cupons · {RAFFLE_GROUND_LABELS[v.ground]} — {v.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <RaffleVoidDialog group={asked} onClose={() => setAsked(null)} />
    </section>
  );
}
