import { Download, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface Action {
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * 'Seus dados': what is kept about the vote, 'Baixar meus dados' and 'Excluir meus dados'. On
 * /meu-cupom the buttons ask for the e-mailed link (`note` says so); on /meus-dados, opened from
 * that link, they act. `children` follow the buttons (the answer, the confirmation dialog).
 */
export function FanDataSection({
  note,
  download,
  erase,
  children,
}: {
  note?: string;
  download: Action;
  erase: Action;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="seus-dados" className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
      <h2 id="seus-dados" className="font-display text-lg uppercase">
        Seus dados
      </h2>
      <p className="mt-1 text-sm text-neutral-300">
        Baixe uma cópia do que guardamos sobre o seu voto (nome, CPF, WhatsApp, e-mail, design e cupom) ou peça a exclusão.
        {note && ` ${note}`}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" loading={download.loading} disabled={download.disabled} onClick={download.onClick}>
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </Button>
        <Button
          variant="ghost"
          className="text-red-300 hover:text-red-200"
          loading={erase.loading}
          disabled={erase.disabled}
          onClick={erase.onClick}
        >
          <Trash2 className="size-4" aria-hidden />
          Excluir meus dados
        </Button>
      </div>
      {children}
    </section>
  );
}
