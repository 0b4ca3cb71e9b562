import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { CouponStatus } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { secretReads, trpc } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { CouponLookupForm } from './coupon-lookup-form';
import { CouponStatusCard } from './coupon-status-card';
import { FanDataLinkButtons } from './fan-data-link-buttons';
import { FanDataRequestForm } from './fan-data-request-form';
import { VoterConsentsPanel } from './voter-consents';
import { useVoterToken } from './voter-token';

/** /meu-cupom: the fan's coupon, design and raffle status, from this browser's voter token or by coupon + CPF digits. */
export function MyCouponPage() {
  const [voterToken, setVoterToken] = useVoterToken();
  const [lookingUp, setLookingUp] = useState(false);
  const [found, setFound] = useState<CouponStatus | null>(null);
  const [restored, setRestored] = useState(false);
  const [askingLink, setAskingLink] = useState(false);
  const hydrated = useHydrated();
  const client = trpc.useUtils().client;
  // A read sent as a POST (tRPC mutation): the token stays out of the URL.
  const mine = useQuery({
    ...secretReads(client).couponStatus({ voterToken: voterToken ?? '' }),
    enabled: !!voterToken && !lookingUp && !found,
    retry: false,
  });
  const onFound = (status: CouponStatus) => {
    // This browser lost its token (a dropped answer, cleared storage): it knows again that it voted.
    const restore = !!status.voterToken && (!voterToken || mine.isError);
    if (restore) setVoterToken(status.voterToken!);
    setRestored(restore);
    setFound(status);
  };

  const status = found ?? (lookingUp ? null : (mine.data ?? null));
  const showForm = !found && (lookingUp || !voterToken || mine.isError);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 md:py-14">
      <Link
        to="/"
        hash="enquete-oficial"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-neutral-300 hover:text-brand-400"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para a enquete
      </Link>
      <div>
        <h1 className="font-display text-3xl uppercase sm:text-4xl">
          Meu <span className="text-brand-400">cupom</span>
        </h1>
        <p className="mt-2 text-neutral-300">Confira o design em que você votou e o resultado do sorteio das 10 camisetas oficiais.</p>
      </div>

      {voterToken && !lookingUp && !found && mine.isPending && (
        <div className="h-72 animate-pulse rounded-2xl bg-neutral-900" aria-busy="true" />
      )}
      {status && <CouponStatusCard status={status} voterToken={status.voterToken ?? voterToken} />}
      {status && (status.voterToken ?? voterToken) && (
        <VoterConsentsPanel key={status.coupon} voterToken={(status.voterToken ?? voterToken)!} initial={status.consents} />
      )}
      {voterToken && !found && !lookingUp && mine.data && <FanDataLinkButtons voterToken={voterToken} />}
      {found && restored && (
        <p role="status" className="text-sm text-neutral-300">
          Pronto! Este aparelho voltou a mostrar seu voto na enquete.{' '}
          <Link to="/" hash="enquete-oficial" className="font-semibold text-brand-400 underline-offset-2 hover:underline">
            Ver a enquete
          </Link>
        </p>
      )}
      {showForm && (
        <>
          {voterToken && mine.isError && !lookingUp && (
            <p className="text-sm text-neutral-400">Não encontramos o voto deste aparelho. Consulte pelo código do cupom.</p>
          )}
          <CouponLookupForm onFound={onFound} />
          {askingLink ? (
            <FanDataRequestForm />
          ) : (
            // Prerendered: it stays disabled until the page has hydrated, as the look-up form does.
            <Button variant="ghost" className="self-start normal-case" disabled={!hydrated} onClick={() => setAskingLink(true)}>
              Baixar ou excluir meus dados de outro aparelho
            </Button>
          )}
        </>
      )}
      {!showForm && (
        <Button
          variant="ghost"
          className="self-start normal-case"
          onClick={() => {
            setFound(null);
            setLookingUp(true);
          }}
        >
          Consultar outro cupom
        </Button>
      )}
    </div>
  );
}
