import { Link } from '@tanstack/react-router';
import { Ticket } from '../../components/icons/landing-icons';

/** This CPF has a vote that this browser does not hold (cast on another phone or browser). */
export function AlreadyVotedNotice() {
  return (
    <div
      role="status"
      className="mt-5 flex flex-col gap-3 rounded-2xl border border-brand-400/40 bg-brand-400/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <Ticket className="size-6 shrink-0 text-brand-400" aria-hidden />
        <p className="text-sm text-neutral-300">
          <strong className="block text-base text-white">Você já votou</strong>
          Este CPF já tem um voto nesta enquete, feito em outro aparelho ou navegador. Seu cupom continua valendo: consulte-o com o código e
          os 4 últimos dígitos do CPF.
        </p>
      </div>
      <Link
        to="/meu-cupom"
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-bold text-brand-400 underline-offset-2 hover:underline"
      >
        Ver meu cupom
      </Link>
    </div>
  );
}
