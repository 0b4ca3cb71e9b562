import type { PollOptionView } from '../../../worker/contracts/poll';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { maskCpf, maskPhone } from '../../lib/format';
import { readVoteDraft, rememberTypingIn, saveVoteDraft } from './vote-draft';
import { ChosenOption } from './chosen-option';

const FIELDS = [
  { name: 'name', label: 'Nome completo', autoComplete: 'name', placeholder: 'Seu nome' },
  { name: 'cpf', label: 'CPF', inputMode: 'numeric', autoComplete: 'off', placeholder: '000.000.000-00', maxLength: 14 },
  { name: 'whatsapp', label: 'WhatsApp', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+55 (11) 99999-9999' },
  { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'voce@exemplo.com' },
] as const;

/**
 * The vote form as it opens, while its code (the checks, the server call) is still on its way on a
 * slow phone: the same dialog and fields at once, so the tap answers and the fan starts typing.
 * What is typed goes to the vote draft, which the full form starts from, and it takes the focus
 * back to the field in use. Sending waits for the full form ('Carregando…').
 */
export function VoteDialogShell({ option, onClose }: { option: PollOptionView; onClose: () => void }) {
  const draft = readVoteDraft() as Record<string, string | boolean | undefined>;
  const save = (name: string, value: string) => saveVoteDraft({ ...readVoteDraft(), [name]: value });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Confirme seu voto"
      description="Preencha seus dados para votar e ganhar seu cupom do sorteio."
    >
      <form onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4" aria-busy="true">
        <ChosenOption option={option} />
        {FIELDS.map(({ name, ...rest }) => (
          <Field
            key={name}
            {...rest}
            name={name}
            defaultValue={typeof draft[name] === 'string' ? (draft[name] as string) : ''}
            onFocus={() => rememberTypingIn(name)}
            onChange={(e) => {
              if (name === 'cpf') e.target.value = maskCpf(e.target.value);
              if (name === 'whatsapp') e.target.value = maskPhone(e.target.value);
              save(name, e.target.value);
            }}
          />
        ))}
        <button
          type="submit"
          disabled
          className="min-h-11 w-full rounded-lg bg-brand-400 px-4 text-sm font-bold uppercase tracking-wide text-neutral-950 opacity-60"
        >
          Carregando…
        </button>
      </form>
    </Dialog>
  );
}
