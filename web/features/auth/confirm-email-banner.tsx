import { MailWarning } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { ResendButton } from './resend-button';

/** Over every member page while the e-mail is unconfirmed: what waits for it, and 'Reenviar'. */
export function ConfirmEmailBanner() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  if (!me.data || me.data.emailConfirmed) return null;
  return (
    <aside aria-labelledby="confirme-email" className="border-b border-brand-400/30 bg-brand-400/10">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <MailWarning className="hidden size-6 shrink-0 text-brand-400 sm:block" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="confirme-email" className="font-bold text-white">
            Confirme seu e-mail
          </h2>
          <p className="text-sm text-neutral-200">
            Enviamos um link para <strong className="wrap-anywhere">{me.data.email}</strong>. Abra-o para publicar, comentar, conversar e
            começar seu teste grátis.
          </p>
        </div>
        <ResendButton email={me.data.email} className="self-start sm:self-center" />
      </div>
    </aside>
  );
}
