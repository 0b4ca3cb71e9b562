import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { trpc } from '../../lib/trpc';
import { FanDataSection } from './fan-data-section';

function downloadJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Baixar meus dados' and 'Excluir meus dados' on /meus-dados, with the grant the opened e-mailed
 * link gave (30 minutes; the deletion spends it). Both are POSTs: the grant never goes in a URL.
 */
export function FanDataActions({ dataToken, onErased }: { dataToken: string; onErased: () => void }) {
  const exportData = trpc.poll.myData.useMutation({ meta: { errorToast: 'Não foi possível baixar seus dados. Tente novamente.' } });
  const erase = trpc.poll.eraseMyData.useMutation({ meta: { errorToast: 'Não foi possível excluir seus dados. Tente novamente.' } });
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    try {
      downloadJson(await exportData.mutateAsync({ dataToken }), 'meus-dados-mc-mito.json');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };
  const confirmErase = async () => {
    try {
      await erase.mutateAsync({ dataToken });
      setConfirming(false);
      onErased();
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <FanDataSection
      download={{ loading: exportData.isPending, onClick: () => void download() }}
      erase={{ onClick: () => setConfirming(true) }}
    >
      <Dialog open={confirming} onOpenChange={setConfirming} title="Excluir meus dados?">
        <div className="flex flex-col gap-4 text-sm text-neutral-300">
          <p>Vamos apagar seu nome, CPF, WhatsApp e e-mail deste voto. Isso não pode ser desfeito.</p>
          <p>Seu voto continua contando para o design escolhido, sem nenhum dado seu, e o seu cupom deixa de participar do sorteio.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={erase.isPending} onClick={() => void confirmErase()}>
              Sim, excluir meus dados
            </Button>
          </div>
        </div>
      </Dialog>
    </FanDataSection>
  );
}
