import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { FanDataSection } from './fan-data-section';

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
    <FanDataSection
      note="Para proteger seus dados, enviamos um link ao e-mail informado no voto."
      download={{ loading: send.isPending && asked === 'baixar', disabled: send.isPending, onClick: () => void ask('baixar') }}
      erase={{ loading: send.isPending && asked === 'excluir', disabled: send.isPending, onClick: () => void ask('excluir') }}
    >
      {sent && (
        <p role="status" className="mt-4 rounded-xl border border-brand-400/30 bg-brand-400/10 p-3 text-sm text-neutral-100">
          {sent}
        </p>
      )}
    </FanDataSection>
  );
}
