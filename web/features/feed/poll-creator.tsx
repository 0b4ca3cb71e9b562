import { Plus, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { CreatePostInput } from '../../../worker/contracts/feed';
import {
  POLL_DEFAULT_EXPIRY,
  POLL_EXPIRY_CHOICES,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POLL_QUESTION_MAX,
  type PollExpiry,
  type PostPollInput,
} from '../../../worker/contracts/post-polls';
import { Field } from '../../components/ui/field';

export const newPoll = (): PostPollInput => ({ question: '', options: ['', ''], expiry: POLL_DEFAULT_EXPIRY, multipleChoice: false });

const EXPIRY_LABELS: Record<PollExpiry, string> = { '1': '1 dia', '3': '3 dias', '7': '7 dias', '30': '30 dias', never: 'Sem prazo' };

const input =
  'min-h-11 w-full rounded-lg border bg-neutral-950 px-3 text-base text-neutral-50 placeholder:text-neutral-500 focus:outline-2 focus:outline-brand-400';

/**
 * The poll creator inside the composer: question, 2–6 options (blank ones are dropped
 * when the poll is written), expiry and multiple choice. Its fields live in the composer's form,
 * validated by the same contract feed.create uses.
 */
export function PollCreator({ form, onRemove }: { form: UseFormReturn<CreatePostInput>; onRemove: () => void }) {
  const options = form.watch('poll.options') ?? [];
  const errors = form.formState.errors.poll;
  const optionsError = errors?.options?.message ?? errors?.options?.root?.message;
  const setOptions = (next: string[]) =>
    form.setValue('poll.options', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <fieldset className="relative flex flex-col gap-3 rounded-xl border border-white/10 bg-neutral-950/60 p-3">
      <legend className="sr-only">Enquete</legend>
      <p aria-hidden className="min-h-9 pr-36 font-bold leading-9 text-neutral-50">
        Enquete
      </p>
      <button
        type="button"
        onClick={onRemove}
        className="absolute right-2 top-2 min-h-9 rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:text-neutral-50"
      >
        Remover enquete
      </button>
      <Field
        id="poll-question"
        label="Pergunta"
        placeholder="Faça uma pergunta…"
        maxLength={POLL_QUESTION_MAX}
        error={errors?.question?.message}
        {...form.register('poll.question')}
      />
      <div
        role="group"
        aria-labelledby="poll-options-label"
        aria-describedby={optionsError ? 'poll-options-error' : undefined}
        className="flex flex-col gap-2"
      >
        <span id="poll-options-label" className="text-sm font-semibold text-neutral-200">
          Opções
        </span>
        {options.map((value, i) => (
          <div key={i} className="flex items-center gap-2">
            <label htmlFor={`poll-option-${i}`} className="sr-only">
              Opção {i + 1}
            </label>
            <input
              id={`poll-option-${i}`}
              value={value}
              maxLength={POLL_OPTION_MAX}
              placeholder={`Opção ${i + 1}`}
              aria-invalid={errors?.options?.[i] ? true : undefined}
              onChange={(e) => setOptions(options.map((o, k) => (k === i ? e.target.value : o)))}
              className={`${input} ${errors?.options?.[i] ? 'border-red-500' : 'border-neutral-700'}`}
            />
            {options.length > POLL_MIN_OPTIONS && (
              <button
                type="button"
                aria-label={`Remover opção ${i + 1}`}
                onClick={() => setOptions(options.filter((_, k) => k !== i))}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-400 hover:bg-neutral-800 hover:text-neutral-50"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
        ))}
        {optionsError && (
          <p id="poll-options-error" className="text-xs text-red-400">
            {optionsError}
          </p>
        )}
        {options.length < POLL_MAX_OPTIONS && (
          <button
            type="button"
            onClick={() => setOptions([...options, ''])}
            className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-sm font-semibold text-brand-400 hover:bg-neutral-800"
          >
            <Plus className="size-4" aria-hidden />
            Adicionar opção
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="poll-expiry" className="text-sm font-semibold text-neutral-200">
            Duração
          </label>
          <select id="poll-expiry" className={`${input} border-neutral-700`} {...form.register('poll.expiry')}>
            {POLL_EXPIRY_CHOICES.map((c) => (
              <option key={c} value={c}>
                {EXPIRY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-neutral-200">
          <input type="checkbox" className="size-4 accent-brand-400" {...form.register('poll.multipleChoice')} />
          Permitir múltipla escolha
        </label>
      </div>
    </fieldset>
  );
}
