import type { UseFormRegister } from 'react-hook-form';
import { WHO_CAN_MESSAGE, type UpdateSettingsInput, type WhoCanMessage } from '../../../worker/contracts/members';

const WHO_LABELS: Record<WhoCanMessage, string> = {
  everyone: 'Todos',
  nobody: 'Ninguém',
};

/** The 'Privacidade' part of the settings form (saved with the rest by members.updateSettings). */
export function PrivacyFields({ register }: { register: UseFormRegister<UpdateSettingsInput> }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-800 p-4">
      <legend className="px-1 text-sm font-semibold text-neutral-200">Privacidade</legend>
      <label className="flex items-center gap-2 text-sm text-neutral-200">
        <input type="checkbox" className="size-4 accent-brand-400" {...register('showOnline')} />
        Mostrar quando estou online
      </label>
      <label className="flex items-start gap-2 text-sm text-neutral-200">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-400" {...register('readReceipts')} />
        <span>
          Confirmação de leitura
          <span className="block text-xs text-neutral-400">Desligada, você não mostra nem vê o 'Visto' nas conversas.</span>
        </span>
      </label>
      <div role="radiogroup" aria-labelledby="who-can-message-label" className="flex flex-col gap-2">
        <span id="who-can-message-label" className="text-sm font-semibold text-neutral-200">
          Quem pode iniciar conversa comigo
        </span>
        <div className="flex gap-4">
          {WHO_CAN_MESSAGE.map((v) => (
            <label key={v} className="flex items-center gap-2 text-sm text-neutral-200">
              <input type="radio" value={v} className="accent-brand-400" {...register('whoCanMessage')} />
              {WHO_LABELS[v]}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
