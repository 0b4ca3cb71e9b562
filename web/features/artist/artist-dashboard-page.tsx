import { LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { VoterListRow } from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { AuditLogPanel } from './audit-log-panel';
import { DashboardStats, VoteDistributionChart } from './dashboard-stats';
import { FunnelTable } from './funnel-table';
import { LivesPanel } from './lives-panel';
import { RaffleCard } from './raffle-card';
import { RaffleIntegrityPanel } from './raffle-integrity-panel';
import { RefusedLoginsNote } from './refused-logins';
import { ReportsQueue } from './reports-queue';
import { SupportQueue } from './support-queue';
import { useArtistSession } from './use-artist-session';
import { VoterDialog } from './voter-dialog';
import { VotersTable } from './voters-table';

/** /admin/painel-artista/dashboard: Atualizar and Sair, four stat cards, votes by design, the voters and their detail. */
export function ArtistDashboardPage() {
  const { leave, leaving } = useArtistSession();
  const utils = trpc.useUtils();
  const [refreshing, setRefreshing] = useState(false);
  const [open, setOpen] = useState<VoterListRow | null>(null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        utils.raffle.status.invalidate(),
        utils.artist.raffleIntegrity.invalidate(),
        utils.artist.stats.invalidate(),
        utils.artist.distribution.invalidate(),
        utils.artist.funnel.invalidate(),
        utils.artist.voters.invalidate(),
        utils.artist.auditLog.invalidate(),
        utils.artist.refusedLogins.invalidate(),
        utils.artist.reports.invalidate(),
        utils.artist.reportCount.invalidate(),
        utils.artist.suspended.invalidate(),
        utils.artist.lives.invalidate(),
        utils.artist.supportQueue.invalidate(),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8 md:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-black uppercase">Painel do artista</h1>
          <p className="text-sm text-neutral-400">Acompanhamento dos votantes da camiseta oficial.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void refresh()} loading={refreshing}>
            <RefreshCw className="size-4" aria-hidden />
            Atualizar
          </Button>
          <Button variant="ghost" onClick={() => void leave()} loading={leaving}>
            <LogOut className="size-4" aria-hidden />
            Sair
          </Button>
        </div>
      </header>
      <RefusedLoginsNote />
      <DashboardStats />
      <ReportsQueue />
      <VoteDistributionChart />
      <FunnelTable />
      <VotersTable onOpen={setOpen} />
      <RaffleIntegrityPanel />
      <RaffleCard onOpen={setOpen} />
      <LivesPanel />
      <SupportQueue />
      <AuditLogPanel />
      <VoterDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
