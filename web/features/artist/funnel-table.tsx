import { Filter } from 'lucide-react';
import { useState } from 'react';
import type { FunnelRow } from '../../../worker/contracts/artist';
import { trpc } from '../../lib/trpc';

const STEPS: { key: keyof Pick<FunnelRow, 'votes' | 'offerViews' | 'checkouts' | 'paidOrders' | 'members'>; label: string }[] = [
  { key: 'votes', label: 'Votos' },
  { key: 'offerViews', label: 'Viram a oferta' },
  { key: 'checkouts', label: 'Checkouts' },
  { key: 'paidOrders', label: 'Pedidos pagos' },
  { key: 'members', label: 'Membros' },
];

const pct = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)}%` : '—');

/** The funnel as a table, with each step's share of the row's votes; folded like the audit log so the voters table stays near the top. */
export function FunnelTable() {
  const [by, setBy] = useState<'design' | 'state'>('design');
  const { data } = trpc.artist.funnel.useQuery();
  const rows = data ? [...(by === 'design' ? data.byDesign : data.byState), data.total] : [];
  return (
    <details className="group flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-display text-lg font-black uppercase">
        <Filter className="size-5 text-brand-400" aria-hidden />
        Funil: votos → oferta → checkout → pago → membro
      </summary>
      <div role="group" aria-label="Agrupar funil" className="mt-3 flex w-fit gap-1 rounded-lg bg-neutral-800 p-1 text-sm">
        {(['design', 'state'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={by === k}
            onClick={() => setBy(k)}
            className={`min-h-9 rounded-md px-3 font-semibold ${by === k ? 'bg-brand-400 text-neutral-950' : 'text-neutral-300 hover:text-white'}`}
          >
            {k === 'design' ? 'Por design' : 'Por estado'}
          </button>
        ))}
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs uppercase text-neutral-400">
            <tr>
              <th className="py-2 pr-3">{by === 'design' ? 'Design' : 'UF'}</th>
              {STEPS.map((s) => (
                <th key={s.key} className="py-2 pr-3 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-800">
            {rows.map((r) => (
              <tr key={r.key} className={r.key === 'total' ? 'font-bold' : ''}>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {r.label}
                </th>
                {STEPS.map((s) => {
                  const v = r[s.key];
                  return (
                    <td key={s.key} className="py-2 pr-3 text-right tabular-nums">
                      {v === null ? '—' : v}
                      {v !== null && s.key !== 'votes' && (
                        <span className="ml-1 text-xs font-normal text-neutral-500">{pct(v, r.votes)}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-neutral-400">
        Visualizações da oferta são anônimas: aparecem só no total. Checkouts são pedidos criados; o design e o estado de um pedido vêm do
        voto ligado a ele. Os votos não guardam endereço: o estado de um voto é o do endereço de entrega do seu pedido mais recente (sem
        pedido: “Não informado”). Membros: votantes com conta e assinatura ativa.
      </p>
    </details>
  );
}
