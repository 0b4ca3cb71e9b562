import { useEffect, useState } from 'react';
import { RAFFLE_DOCUMENT_CHECK, type RaffleWinnerRow } from '../../../worker/contracts/raffle';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export type PrizeAction = 'claim' | 'undo';

export interface PrizeConfirmDialogProps {
  /** The card being confirmed, with the action asked for; null when closed. */
  target: { action: PrizeAction; winner: RaffleWinnerRow } | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function ClaimText({ checked, onChecked }: { checked: boolean; onChecked: (checked: boolean) => void }) {
  return (
    <>
      <p>Marque o prêmio como resgatado só depois de falar com o ganhador e combinar a entrega da camiseta.</p>
      <p className="rounded-lg border border-amber-400/30 bg-amber-400/5 p-3 text-amber-100">
        O prêmio só é entregue ao titular do CPF do cupom, contra um documento oficial com foto e esse CPF. Um CPF gerado pertence a alguém
        que não votou: sem o documento do titular, não entregue.
      </p>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" className="size-5 accent-brand-400" checked={checked} onChange={(e) => onChecked(e.currentTarget.checked)} />
        {RAFFLE_DOCUMENT_CHECK}
      </label>
      <p>O ganhador recebe um mês grátis do plano Bronze na conta com o e-mail da votação.</p>
      <p className="text-neutral-400">Você pode desfazer enquanto a rodada seguinte não for sorteada.</p>
    </>
  );
}

function UndoText({ winner }: { winner: RaffleWinnerRow }) {
  const late = new Date(winner.claimDeadline).getTime() <= Date.now();
  return (
    <>
      {late ? (
        <p className="text-amber-200">
          O prazo de resgate desta rodada já terminou: depois de desfazer, este prêmio vai para o novo sorteio e não pode ser marcado de
          novo.
        </p>
      ) : (
        <p>O prêmio volta a aguardar o resgate, no painel, em /sorteio e no /meu-cupom do ganhador.</p>
      )}
      <p>
        Se o resgate deu o mês grátis do plano Bronze ao ganhador, ele é encerrado agora. Um plano que o ganhador tenha assinado depois não
        muda.
      </p>
    </>
  );
}

/** The confirmation before marking a prize as claimed, or before undoing that mark. */
export function PrizeConfirmDialog({ target, pending, onConfirm, onClose }: PrizeConfirmDialogProps) {
  const claim = target?.action !== 'undo';
  const w = target?.winner;
  const [checked, setChecked] = useState(false);
  // Each opening asks again: a check given for one winner never carries over to the next.
  useEffect(() => setChecked(false), [target]);
  return (
    <Dialog
      open={!!target}
      onOpenChange={(open) => !open && onClose()}
      title={claim ? 'Confirmar resgate' : 'Desfazer o resgate?'}
      description={
        w && (
          <>
            Cupom <span className="font-mono font-bold text-neutral-200">{w.coupon}</span> · {w.name}
          </>
        )
      }
    >
      <div className="flex flex-col gap-4 text-sm text-neutral-200">
        {w && (claim ? <ClaimText checked={checked} onChecked={setChecked} /> : <UndoText winner={w} />)}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant={claim ? 'primary' : 'danger'} loading={pending} disabled={claim && !checked} onClick={onConfirm}>
            {claim ? 'Confirmar resgate' : 'Desfazer resgate'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
