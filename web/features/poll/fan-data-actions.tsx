import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { trpc } from '../../lib/trpc';

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
    <section aria-labelledby="seus-dados" className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
      <h2 id="seus-dados" className="font-display text-lg uppercase">
        Seus dados
      </h2>
      <p className="mt-1 text-sm text-neutral-300">
        Baixe uma cópia do que guardamos sobre o seu voto (nome, CPF, WhatsApp, e-mail, design e cupom) ou peça a exclusão.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" loading={exportData.isPending} onClick={() => void download()}>
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </Button>
        <Button variant="ghost" className="text-red-300 hover:text-red-200" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden />
          Excluir meus dados
        </Button>
      </div>
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
    </section>
  );
}
