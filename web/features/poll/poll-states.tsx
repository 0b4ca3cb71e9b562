import { RefreshCw } from '../../components/icons/landing-icons';
import { Button } from '../../components/ui/button';
import type { ErrorText } from '../../../worker/contracts/errors';

const POLL_MISSING: ErrorText<'POLL_NOT_FOUND'> = 'Enquete não encontrada';

/** Five card outlines while the tally loads (no layout jump when it arrives). */
export function PollSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando a enquete…</span>
      <div className="h-7 w-48 animate-pulse rounded-full bg-neutral-800" />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-white/10 bg-neutral-900">
            <div className="aspect-square animate-pulse bg-neutral-800" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-neutral-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-neutral-800" />
              <div className="mt-2 h-11 animate-pulse rounded-lg bg-neutral-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The poll failed to load → 'Enquete não encontrada' with a retry. */
export function PollError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-6">
      <p className="text-lg font-bold">{POLL_MISSING}</p>
      <p className="text-sm text-neutral-400">Não conseguimos carregar a votação agora. Confira sua conexão e tente de novo.</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <RefreshCw className="size-4" aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}
