import { Link } from '@tanstack/react-router';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';

/** /confirmar-cupom?token=…: the link from the vote's e-mail. Opening it puts the coupon in the draw, once. */
export function ConfirmCouponPage({ token: tokenInAddress }: { token: string | null }) {
  const confirm = trpc.poll.confirmCoupon.useMutation();
  // Read once: the address loses it below, and the page must not then read as a link without one.
  const [token] = useState(tokenInAddress);
  // The link works once: a second call (a re-run effect) would be refused as used.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The token leaves the address bar (and the history) once it is read.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // The answer is read from the mutation's state below; a refusal is said on the page, not in a toast.
    confirm.mutateAsync({ token }).catch(() => undefined);
  }, [token, confirm]);
  const refused = !token || confirm.isError;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 md:py-14">
      <h1 className="font-display text-3xl uppercase sm:text-4xl">
        Confirmar <span className="text-brand-400">cupom</span>
      </h1>
      {!refused && !confirm.data && (
        <p className="text-neutral-300" aria-busy="true">
          Confirmando seu e-mail…
        </p>
      )}
      {confirm.data && (
        <div className="flex gap-3 rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-5" role="status">
          <MailCheck className="size-7 shrink-0 text-emerald-400" aria-hidden />
          <div>
            <p className="text-lg font-bold">E-mail confirmado! Seu cupom está no sorteio.</p>
            <p className="mt-1 font-mono text-xl font-black tracking-wider text-brand-400">{confirm.data.coupon}</p>
          </div>
        </div>
      )}
      {refused && (
        <div className="flex gap-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-5" role="alert">
          <CircleAlert className="size-7 shrink-0 text-red-400" aria-hidden />
          {token ? (
            <ErrorLine className="text-red-200" error={confirm.error} fallback="Não foi possível confirmar agora. Tente novamente." />
          ) : (
            <p className="text-red-200">Link inválido.</p>
          )}
        </div>
      )}
      <Link
        to="/meu-cupom"
        className="inline-flex min-h-11 items-center self-start font-semibold text-brand-400 underline-offset-2 hover:underline"
      >
        Ver meu cupom
      </Link>
    </div>
  );
}
