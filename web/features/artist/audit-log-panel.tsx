import { ScrollText } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { formatDateTime } from '../../lib/format';

const ACTIONS: Record<string, string> = {
  view_voter: 'Abriu os dados do votante',
  reveal_cpf: 'Revelou o CPF',
  export_csv: 'Exportou CSV',
  view_winners: 'Abriu os contatos dos ganhadores',
  claim_prize: 'Marcou prêmio como resgatado',
  unclaim_prize: 'Desfez o resgate do prêmio',
  view_integrity: 'Abriu a integridade do sorteio',
  raffle_void: 'Anulou cupons do sorteio',
  retention_purge: 'Apagou dados pessoais de não ganhadores (retenção)',
  login_refused: 'Senha do painel recusada',
  moderation_remove: 'Removeu um item denunciado',
  moderation_warn: 'Advertiu um membro',
  moderation_suspend: 'Suspendeu um membro',
  moderation_unsuspend: 'Reativou um membro',
  moderation_dismiss: 'Ignorou denúncias',
};

/** The audit log of personal-data reads (who, when, which voter), newest first. */
export function AuditLogPanel() {
  const { data = [], refetch } = trpc.artist.auditLog.useQuery();
  return (
    <details
      onToggle={(e) => e.currentTarget.open && void refetch()}
      className="group rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-display text-lg font-black uppercase">
        <ScrollText className="size-5 text-brand-400" aria-hidden />
        Registro de acessos a dados pessoais
      </summary>
      <p className="mt-2 text-sm text-neutral-400">Cada abertura de dados, revelação de CPF e exportação fica registrada (LGPD).</p>
      {data.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-500">Nenhum acesso registrado ainda.</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-neutral-800 text-sm">
          {data.map((e, i) => (
            <li key={`${e.at}-${i}`} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
              <time className="shrink-0 tabular-nums text-neutral-400" dateTime={e.at}>
                {formatDateTime(e.at)}
              </time>
              <span className="font-semibold text-neutral-100">{ACTIONS[e.action] ?? e.action}</span>
              <span className="text-neutral-300">{e.target}</span>
              <span className="text-xs text-neutral-500 sm:ml-auto">{e.actor}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
