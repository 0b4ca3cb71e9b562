import { Mail, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { VoterListRow } from '../../../worker/contracts/artist';
import type { RaffleWinnerContact, RaffleWinnerRow } from '../../../worker/contracts/raffle';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { formatDate, formatWhatsapp, whatsappLink } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { PrizeConfirmDialog, type PrizeAction } from './prize-confirm-dialog';

const CLAIMED: Record<'granted' | 'already_subscribed' | 'pending', string> = {
  granted: 'Prêmio resgatado! O mês Bronze já está na conta do ganhador.',
  already_subscribed: 'Prêmio resgatado! O ganhador já é assinante: o plano dele não muda.',
  pending: 'Prêmio resgatado! O mês Bronze entra quando o ganhador criar a conta com o e-mail da votação.',
};
const UNDONE: Record<'ended' | 'kept' | 'none', string> = {
  ended: 'Resgate desfeito. O mês Bronze que o resgate deu ao ganhador foi encerrado.',
  kept: 'Resgate desfeito. O ganhador assinou um plano depois do resgate: o plano dele não muda.',
  none: 'Resgate desfeito.',
};

const asListRow = (w: RaffleWinnerRow): VoterListRow => ({
  voteId: w.voteId,
  name: w.name,
  cpfMasked: w.cpfMasked,
  designName: w.designName,
  coupon: w.coupon,
  contactAllowed: w.contactAllowed,
  contactStatus: 'not_contacted',
});

function PrizeState({ w }: { w: RaffleWinnerRow }) {
  if (w.claimed) return <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-bold text-emerald-300">Resgatado</span>;
  if (w.expired) return <span className="rounded-full bg-neutral-700 px-2 py-0.5 text-xs font-bold text-neutral-300">Prazo encerrado</span>;
  return (
    <span className="rounded-full bg-funk-500/15 px-2 py-0.5 text-xs font-bold text-funk-500">
      Resgatar até {formatDate(w.claimDeadline)}
    </span>
  );
}

function Contacts({ w, c }: { w: RaffleWinnerRow; c: RaffleWinnerContact }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-neutral-300">
      {w.contactAllowed ? (
        <a
          className="inline-flex min-h-11 items-center gap-1 hover:text-brand-400"
          href={whatsappLink(c.whatsapp)}
          target="_blank"
          rel="noreferrer"
        >
          <MessageCircle className="size-4" aria-hidden />
          {formatWhatsapp(c.whatsapp)}
        </a>
      ) : (
        <span className="inline-flex min-h-11 items-center text-amber-200">Retirou a autorização de contato</span>
      )}
      <a className="inline-flex min-h-11 items-center gap-1 break-all hover:text-brand-400" href={`mailto:${c.email}`}>
        <Mail className="size-4 shrink-0" aria-hidden />
        {c.email}
      </a>
    </div>
  );
}

/**
 * The winners of every round. Their contact data is a separate read, made only
 * when the artist opens it (that read is in the audit log). After talking to the
 * winner the artist marks the prize as claimed (after a confirmation) and can undo the mark until
 * the round is redrawn; unmarked prizes are redrawn after the deadline.
 */
export function RaffleWinners({ onOpen }: { onOpen: (row: VoterListRow) => void }) {
  const utils = trpc.useUtils();
  const winners = trpc.artist.raffleWinners.useQuery();
  const [opened, setOpened] = useState(false);
  const contacts = trpc.artist.raffleWinnerContacts.useQuery(undefined, { enabled: opened, staleTime: Infinity, retry: false });
  const claim = trpc.artist.claimRafflePrize.useMutation();
  const byCoupon = new Map((contacts.data ?? []).map((c) => [c.coupon, c]));
  const missing = (winners.data ?? []).some((w) => !byCoupon.has(w.coupon));

  const openContacts = async () => {
    const r = opened ? await contacts.refetch() : (setOpened(true), null);
    if (r?.error) toast.error(readError(r.error, 'Erro ao abrir os contatos').message);
  };
  // Each opening is one new audit entry: show it in the log.
  useEffect(() => {
    if (contacts.dataUpdatedAt) void utils.artist.auditLog.invalidate();
  }, [contacts.dataUpdatedAt, utils]);

  const undo = trpc.artist.unclaimRafflePrize.useMutation();
  const [asked, setAsked] = useState<{ action: PrizeAction; winner: RaffleWinnerRow } | null>(null);

  // The card changes in the panel, on /sorteio and on the winner's /meu-cupom; the audit log gets the entry.
  const refresh = () =>
    Promise.all([utils.artist.raffleWinners.invalidate(), utils.raffle.status.invalidate(), utils.artist.auditLog.invalidate()]);
  const confirm = async () => {
    if (!asked) return;
    const { action, winner } = asked;
    try {
      if (action === 'claim') toast.success(CLAIMED[(await claim.mutateAsync({ coupon: winner.coupon, documentChecked: true })).bronze]);
      else toast.success(UNDONE[(await undo.mutateAsync({ coupon: winner.coupon })).bronze]);
      setAsked(null);
    } catch (err) {
      toast.error(readError(err, action === 'claim' ? 'Erro ao marcar o resgate' : 'Erro ao desfazer o resgate').message);
    } finally {
      await refresh();
    }
  };

  return (
    <>
      {missing && (
        <Button variant="secondary" className="self-start" loading={contacts.isFetching} onClick={() => void openContacts()}>
          Abrir contatos dos ganhadores
        </Button>
      )}
      {contacts.isError && <p className="text-sm text-red-400">{readError(contacts.error, 'Erro ao abrir os contatos').message}</p>}
      <ol className="grid gap-3 lg:grid-cols-2" aria-label="Ganhadores">
        {winners.data?.map((w) => (
          <li
            key={w.coupon}
            className="flex flex-col gap-2 rounded-xl border border-brand-400/30 bg-brand-400/5 p-3 text-sm"
            data-testid="ganhador"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-bold">{w.coupon}</span>
              <span className="text-xs text-neutral-400">rodada {w.round}</span>
              <PrizeState w={w} />
            </div>
            <button
              type="button"
              onClick={() => onOpen(asListRow(w))}
              className="min-h-11 text-left font-semibold text-neutral-100 hover:text-brand-400"
            >
              {w.name} · <span className="font-normal text-neutral-400">{w.designName}</span>
            </button>
            {byCoupon.has(w.coupon) && <Contacts w={w} c={byCoupon.get(w.coupon)!} />}
            {!w.claimed && !w.expired && (
              <Button variant="secondary" className="self-start" onClick={() => setAsked({ action: 'claim', winner: w })}>
                Marcar como resgatado
              </Button>
            )}
            {w.claimed && w.undoable && (
              <Button variant="ghost" className="self-start" onClick={() => setAsked({ action: 'undo', winner: w })}>
                Desfazer
              </Button>
            )}
          </li>
        ))}
      </ol>
      <PrizeConfirmDialog
        target={asked}
        pending={claim.isPending || undo.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
