import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';

type Asked = 'baixar' | 'excluir';

/**
 * 'Baixar meus dados' and 'Excluir meus dados' on /meu-cupom. This browser's voter token only
 * asks for a link to the e-mail given with the vote: the copy and the deletion happen on the
 * page that link opens, so seeing or erasing the data always takes that inbox.
 */
export function FanDataLinkButtons({ voterToken }: { voterToken: string }) {
  const send = trpc.poll.sendDataLink.useMutation({ meta: { errorToast: 'Não foi possível enviar o link. Tente novamente.' } });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const ask = async (which: Asked) => {
    setAsked(which);
    try {
      setSent((await send.mutateAsync({ voterToken })).message);
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
        Baixe uma cópia do que guardamos sobre o seu voto (nome, CPF, WhatsApp, e-mail, design e cupom) ou peça a exclusão. Para proteger
        seus dados, enviamos um link ao e-mail informado no voto.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          loading={send.isPending && asked === 'baixar'}
          disabled={send.isPending}
          onClick={() => void ask('baixar')}
        >
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </Button>
        <Button
          variant="ghost"
          className="text-red-300 hover:text-red-200"
          loading={send.isPending && asked === 'excluir'}
          disabled={send.isPending}
          onClick={() => void ask('excluir')}
        >
          <Trash2 className="size-4" aria-hidden />
          Excluir meus dados
        </Button>
      </div>
      {sent && (
        <p role="status" className="mt-4 rounded-xl border border-brand-400/30 bg-brand-400/10 p-3 text-sm text-neutral-100">
          {sent}
        </p>
      )}
    </section>
  );
}
