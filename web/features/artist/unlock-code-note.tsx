import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/**
 * The code a new browser of the artist types with the password while strangers' guesses hold every
 * new browser (docs/decisions/0023). Shown only on request, so it is not on screen by accident.
 */
export function UnlockCodeNote() {
  const [shown, setShown] = useState(false);
  const { data } = trpc.artist.unlockCode.useQuery(undefined, { enabled: shown, meta: { errorToast: 'Erro ao carregar o código' } });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-neutral-900 px-3 py-2 text-sm text-neutral-300">
      <KeyRound className="size-4 shrink-0 text-brand-400" aria-hidden />
      <span className="min-w-0 flex-1">Entrar em outro navegador bloqueado? Use o código deste painel junto com a senha.</span>
      {shown && data ? (
        <span className="flex items-baseline gap-2">
          <strong className="font-mono text-base tracking-widest text-neutral-50" aria-label="Código para outro navegador">
            {data.code}
          </strong>
          <span className="text-xs text-neutral-400">{`válido até ${time.format(new Date(data.validUntil))}`}</span>
        </span>
      ) : (
        <Button variant="secondary" onClick={() => setShown(true)}>
          Mostrar código
        </Button>
      )}
    </div>
  );
}
