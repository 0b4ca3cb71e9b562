import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;
// The prerendered page (and its hydration) assumes a connection; the real state follows at once.
const onlineOnServer = () => true;

/**
 * 'Sem conexão' under the header on every page while the browser is offline. The live region
 * is always there (empty when online), so a screen reader hears the change without interruption.
 */
export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  return (
    <div aria-live="polite" className="sticky top-16 z-30">
      {!online && (
        <p
          className="flex items-center justify-center gap-1 bg-amber-400 px-4 py-1.5 text-center text-sm text-neutral-950"
          data-testid="sem-conexao"
        >
          <strong>Sem conexão</strong>
          <span className="hidden font-normal sm:inline">— o que já está na tela continua aqui; atualizamos quando o sinal voltar.</span>
        </p>
      )}
    </div>
  );
}
