import { KeyRound, MessageCircle } from 'lucide-react';
import type { MyPlanView } from '../../../worker/contracts/billing';
import { Button } from '../../components/ui/button';
import { maskPhone, whatsappLink } from '../../lib/format';

/** Read-only account data, 'Abrir WhatsApp', and the door to 'Alterar Senha'. */
export function AccountCard({ account, onChangePassword }: { account: MyPlanView['account']; onChangePassword: () => void }) {
  const rows: Array<[string, string]> = [
    ['E-mail', account.email],
    ['Usuário', account.username ? `@${account.username}` : '—'],
    ['Nome de exibição', account.displayName ?? '—'],
    ['WhatsApp', account.whatsapp ? maskPhone(account.whatsapp) : '—'],
  ];
  return (
    <section
      aria-labelledby="conta-titulo"
      className="flex flex-col gap-5 rounded-2xl border border-neutral-800 bg-neutral-900/70 p-5 sm:p-6"
    >
      <h2 id="conta-titulo" className="text-xs font-black tracking-widest text-neutral-400 uppercase">
        Dados da conta
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col gap-0.5 border-b border-neutral-800 pb-3 last:border-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4"
          >
            <dt className="text-neutral-400">{label}</dt>
            <dd className="font-semibold break-all sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        {account.whatsapp && (
          <a
            href={whatsappLink(account.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-600 px-4 text-sm font-bold tracking-wide text-white uppercase hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
          >
            <MessageCircle className="size-4" aria-hidden /> Abrir WhatsApp
          </a>
        )}
        <Button variant="secondary" onClick={onChangePassword}>
          <KeyRound className="size-4" aria-hidden /> Alterar Senha
        </Button>
      </div>
    </section>
  );
}
