import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FanDataLinkOpened } from '../../../worker/contracts/fan-data';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';
import { FanDataActions } from './fan-data-actions';

type State =
  | { kind: 'opening' }
  | { kind: 'open'; opened: FanDataLinkOpened }
  | { kind: 'failed'; error: unknown; fallback: string }
  | { kind: 'erased' };

/**
 * /meus-dados?t=…: the e-mailed link. Opening it spends it (it works once, for 30 minutes) and
 * gives this page a data grant for the copy and the deletion. The link's token leaves the address
 * bar at once, so it is neither kept in the history nor sent as a referrer.
 */
export function FanDataLinkPage({ linkToken }: { linkToken: string | null }) {
  const open = trpc.poll.openDataLink.useMutation();
  const [state, setState] = useState<State>({ kind: 'opening' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!linkToken) {
      setState({ kind: 'failed', error: null, fallback: 'Link inválido. Peça um novo em Meu cupom.' });
      return;
    }
    open.mutateAsync({ linkToken }).then(
      (opened) => setState({ kind: 'open', opened }),
      (error: unknown) => setState({ kind: 'failed', error, fallback: 'Não foi possível abrir o link. Tente novamente.' }),
    );
  }, [linkToken, open]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 md:py-14">
      <div>
        <h1 className="font-display text-3xl uppercase sm:text-4xl">
          Meus <span className="text-brand-400">dados</span>
        </h1>
        <p className="mt-2 text-neutral-300">O que guardamos sobre o seu voto na enquete oficial do MC Mito.</p>
      </div>
      {state.kind === 'opening' && <div className="h-40 animate-pulse rounded-2xl bg-neutral-900" aria-busy="true" />}
      {state.kind === 'open' && (
        <>
          <p className="text-neutral-200">
            Cupom <span className="font-mono font-bold text-brand-400">{state.opened.coupon}</span>
          </p>
          <FanDataActions dataToken={state.opened.dataToken} onErased={() => setState({ kind: 'erased' })} />
        </>
      )}
      {state.kind === 'erased' && (
        <p role="status" className="rounded-2xl border border-white/10 bg-neutral-900 p-5 text-sm text-neutral-200">
          Seus dados foram excluídos. Seu voto continua contando para o design escolhido, sem nenhum dado seu.
        </p>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="rounded-2xl border border-white/10 bg-neutral-900 p-5 text-sm text-neutral-200">
          <ErrorLine error={state.error} fallback={state.fallback} />
          <Link
            to="/meu-cupom"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-400 underline-offset-2 hover:underline"
          >
            Ir para Meu cupom
          </Link>
        </div>
      )}
    </div>
  );
}
