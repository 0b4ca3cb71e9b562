import { useState } from 'react';
import { CONTACT_CONSENT_TEXT, MARKETING_CONSENT_TEXT, type VoterConsentPurpose, type VoterConsents } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

const ITEMS: { purpose: VoterConsentPurpose; title: string; text: string }[] = [
  {
    purpose: 'contact',
    title: 'Contato sobre a votação e o sorteio',
    text: CONTACT_CONSENT_TEXT,
  },
  {
    purpose: 'marketing',
    title: 'Novidades e ofertas',
    text: MARKETING_CONSENT_TEXT,
  },
];

/** /meu-cupom: the fan's consents as they stand, each one withdrawn or given again with one button (every change is recorded). */
export function VoterConsentsPanel({ voterToken, initial }: { voterToken: string; initial: VoterConsents }) {
  const [consents, setConsents] = useState(initial);
  const set = trpc.poll.setConsent.useMutation({ meta: { errorToast: 'Não foi possível salvar. Tente novamente.' } });
  const change = async (purpose: VoterConsentPurpose, granted: boolean) => {
    try {
      setConsents(await set.mutateAsync({ voterToken, purpose, granted }));
      toast.success(granted ? 'Autorização registrada.' : 'Autorização retirada.');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };
  return (
    <section aria-labelledby="consents-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
      <h2 id="consents-title" className="font-display text-xl uppercase">
        Suas autorizações
      </h2>
      {ITEMS.map((item) => {
        const granted = consents[item.purpose];
        return (
          <div
            key={item.purpose}
            className="flex flex-col gap-2 rounded-xl bg-neutral-800/70 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid={`consent-${item.purpose}`}
          >
            <div className="min-w-0">
              <p className="font-bold">{item.title}</p>
              <p className="mt-1 text-sm text-neutral-300">{item.text}</p>
              <p className={granted ? 'mt-1 text-sm font-semibold text-emerald-400' : 'mt-1 text-sm font-semibold text-neutral-400'}>
                {granted ? 'Autorizado' : 'Não autorizado'}
              </p>
            </div>
            <Button
              variant="ghost"
              className="min-h-11 shrink-0 normal-case"
              loading={set.isPending && set.variables?.purpose === item.purpose}
              onClick={() => void change(item.purpose, !granted)}
            >
              {granted ? 'Retirar autorização' : 'Autorizar'}
            </Button>
          </div>
        );
      })}
    </section>
  );
}
