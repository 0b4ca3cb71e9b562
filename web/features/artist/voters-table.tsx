import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { VoterListRow } from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';
import { StatusBadge } from './status-badge';

/** What the server searches: nothing, or at least 3 characters (one trigram of its index). */
const searchable = (q: string) => (q.trim().length >= 3 ? q.trim() : '');

function downloadCsv(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The voters, searched and paged on the server, in name order; a row opens the detail dialog. */
export function VotersTable({ onOpen }: { onOpen: (row: VoterListRow) => void }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(searchable(typed));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const voters = trpc.artist.voters.useQuery({ q, page }, { placeholderData: (prev) => prev });
  const exportCsv = trpc.artist.exportCsv.useMutation({ meta: { errorToast: 'Erro ao exportar votantes' } });
  const utils = trpc.useUtils();
  const data = voters.data;

  const exportFiltered = async () => {
    try {
      const res = await exportCsv.mutateAsync({ q });
      downloadCsv(res.csv, res.filename);
      void utils.artist.auditLog.invalidate();
      toast.success(`${res.count.toLocaleString('pt-BR')} votantes exportados.`);
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <section aria-labelledby="voters-title" className="rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="voters-title" className="font-display text-lg font-black uppercase">
          Votantes {data && <span className="text-neutral-400">({data.total.toLocaleString('pt-BR')})</span>}
        </h2>
        <Button variant="secondary" onClick={() => void exportFiltered()} loading={exportCsv.isPending}>
          <Download className="size-4" aria-hidden />
          Exportar CSV
        </Button>
      </div>
      <label className="relative mb-1 block">
        <span className="sr-only">Buscar votantes</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" aria-hidden />
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Nome, e-mail, design ou CPF"
          className="min-h-11 w-full rounded-lg border border-neutral-700 bg-neutral-950 pr-3 pl-9 text-base text-neutral-50 placeholder:text-neutral-500 focus:outline-2 focus:outline-brand-400"
        />
      </label>
      <p className="mb-3 text-xs text-neutral-500">
        {typed.trim() && typed.trim().length < 3 ? 'Digite pelo menos 3 caracteres para buscar.' : ' '}
      </p>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-neutral-400">
            <tr className="border-b border-neutral-800">
              <th className="py-2 pr-3 font-semibold">Nome</th>
              <th className="py-2 pr-3 font-semibold">CPF</th>
              <th className="hidden py-2 pr-3 font-semibold md:table-cell">Design</th>
              <th className="hidden py-2 pr-3 font-semibold lg:table-cell">Cupom</th>
              <th className="py-2 font-semibold">Status</th>
            </tr>
          </thead>
          <tbody>
            {data?.rows.map((r) => (
              <tr key={r.voteId} className="border-b border-neutral-800/70 hover:bg-neutral-800/50">
                <td className="py-2 pr-3">
                  <button
                    type="button"
                    onClick={() => onOpen(r)}
                    className="min-h-11 text-left font-semibold text-neutral-50 underline-offset-2 hover:text-brand-400 hover:underline"
                  >
                    {r.name}
                  </button>
                  <span className="block text-xs text-neutral-500 md:hidden">{r.designName}</span>
                </td>
                <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap text-neutral-300">{r.cpfMasked}</td>
                <td className="hidden py-2 pr-3 text-neutral-300 md:table-cell">{r.designName}</td>
                <td className="hidden py-2 pr-3 font-mono text-xs text-neutral-300 lg:table-cell">{r.coupon}</td>
                <td className="py-2">
                  <StatusBadge status={r.contactStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.rows.length === 0 && <p className="py-6 text-center text-neutral-400">Nenhum votante encontrado.</p>}
        {voters.isError && (
          <ErrorLine className="py-6 text-center text-red-400" error={voters.error} fallback="Erro ao carregar votantes" />
        )}
      </div>

      {data && data.pageCount > 1 && (
        <nav aria-label="Páginas" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="size-4" aria-hidden />
            Anterior
          </Button>
          <span className="text-neutral-400">
            Página {data.page} de {data.pageCount}
          </span>
          <Button variant="ghost" disabled={page >= data.pageCount} onClick={() => setPage((p) => p + 1)}>
            Próxima
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  );
}
