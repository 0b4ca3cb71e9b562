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

/**
 * No tally to show: the server said there is no poll ('Enquete não encontrada'), or it could not
 * be reached before any tally was ever seen here. Either way, with a retry.
 */
export function PollError({ notFound, onRetry, retrying }: { notFound: boolean; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-6">
      <p className="text-lg font-bold">{notFound ? POLL_MISSING : 'Não foi possível carregar a enquete'}</p>
      <p className="text-sm text-neutral-400">
        {notFound
          ? 'Não há votação aberta agora. Tente de novo mais tarde.'
          : 'Confira sua conexão: a votação volta a aparecer assim que o sinal voltar.'}
      </p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <RefreshCw className="size-4" aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}
