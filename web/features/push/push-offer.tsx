import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { PUSH_TEXTS } from '../../../worker/contracts/push';
import { Button } from '../../components/ui/button';
import { PUSH_OFFER_KEY } from '../../lib/push-moment';
import { usePushDevice } from './use-push-device';

/**
 * 'Ativar notificações?': a card over the bottom of the page after a meaningful moment (the member
 * layout mounts it then). 'Agora não' is remembered in this browser and the card never comes back;
 * the settings page keeps the switch.
 */
export default function PushOffer({ onClose }: { onClose: () => void }) {
  const { settings, busy, enable } = usePushDevice();
  const [gone, setGone] = useState(false);
  // Nothing to offer when the site sends no pushes.
  if (gone || settings.data?.publicKey === null) return null;
  const dismiss = () => {
    localStorage.setItem(PUSH_OFFER_KEY, 'dismissed');
    setGone(true);
    onClose();
  };
  const accept = async () => {
    await enable();
    // Granted or refused, the browser remembers it; a refusal is also kept by subscribeThisBrowser.
    setGone(true);
    onClose();
  };
  return (
    <aside
      role="dialog"
      aria-labelledby="oferta-notificacoes"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 shadow-2xl sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-400/15 text-brand-400">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="oferta-notificacoes" className="font-bold text-neutral-50">
            {PUSH_TEXTS.offerTitle}
          </h2>
          <p className="text-sm text-neutral-300">{PUSH_TEXTS.offerBody}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Fechar"
          className="grid size-9 shrink-0 place-items-center rounded-full text-neutral-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={dismiss} className="flex-1">
          {PUSH_TEXTS.offerNo}
        </Button>
        <Button loading={busy} onClick={() => void accept()} className="flex-1">
          {PUSH_TEXTS.offerYes}
        </Button>
      </div>
    </aside>
  );
}
