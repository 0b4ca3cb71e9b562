import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  CONTACT_CONSENT_TEXT,
  FORM_FALLBACK_MESSAGE,
  MARKETING_CONSENT_TEXT,
  voteFormInput,
  type CastVoteResult,
  type PollOptionView,
  type VoteForm,
} from '../../../worker/contracts/poll';
import { useBotCheck } from '../../components/ui/bot-check';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { PhoneField } from '../../components/ui/phone-field';
import { toast } from '../../components/ui/toaster';
import { saveContactPrefill } from '../../lib/contact-prefill';
import { focusField } from '../../lib/focus-field';
import { maskCpf } from '../../lib/format';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { clearVoteDraft, fieldTypedIn, readVoteDraft, rememberTypingIn, saveVoteDraft } from './vote-draft';
import { earlierVoteKeys, forgetPendingVote, voteKeyFor } from './voter-token';
import type { ErrorText } from '../../../worker/contracts/errors';
import { PrivacyLink } from '../../components/ui/privacy-link';
import { ChosenOption } from './chosen-option';

const VOTE_FAILED: ErrorText<'VOTE_FAILED'> = 'Erro ao votar. Tente novamente.';

export interface VoteDialogProps {
  option: PollOptionView | null;
  onClose: () => void;
  onVoted: (result: CastVoteResult) => void;
  /** The CPF had voted already: counts as voted, the offer opens. */
  onAlreadyVoted: (message: string) => void;
}

const EMPTY: VoteForm = { name: '', cpf: '', whatsapp: '', email: '', contactConsent: false, marketingConsent: false };
const FIELDS = ['name', 'cpf', 'whatsapp', 'email', 'contactConsent'] as const;

/** The first problem in the order of the form (the field to focus), else the form's general message. */
function firstProblem(errors: FieldErrors<VoteForm>): { field: (typeof FIELDS)[number] | null; message: string } {
  for (const f of FIELDS) {
    const m = errors[f]?.message;
    if (m) return { field: f, message: m };
  }
  return { field: null, message: FORM_FALLBACK_MESSAGE };
}

/** The registration / vote form. Loaded on the first click on "Votar". */
export function VoteDialog({ option, onClose, onVoted, onAlreadyVoted }: VoteDialogProps) {
  const form = useForm<VoteForm>({
    resolver: zodResolver(voteFormInput),
    defaultValues: { ...EMPTY, ...readVoteDraft() },
    mode: 'onTouched',
    // react-hook-form would focus the first field registered (CPF, and its numeric keypad);
    // focus goes to the field the toast names instead.
    shouldFocusError: false,
  });
  // An earlier vote opens the club offer with its own toast (onAlreadyVoted): not the pipe's.
  const vote = trpc.poll.vote.useMutation({ meta: { errorToast: VOTE_FAILED, errorHandled: ['VOTE_ALREADY_CAST'] } });
  const human = useBotCheck('vote', option !== null);
  // The server's answer also stays in the form once its toast has gone.
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors } = form.formState;
  const cpf = form.register('cpf');
  useEffect(() => {
    const sub = form.watch((values) => saveVoteDraft(values));
    return () => sub.unsubscribe();
  }, [form]);
  // What was typed in the quick form (vote-dialog-shell.tsx) after this one first read the draft, up to the
  // moment it took the screen, is taken too.
  useLayoutEffect(() => {
    const draft = readVoteDraft();
    for (const k of ['name', 'cpf', 'whatsapp', 'email'] as const) {
      const typed = draft[k];
      if (typeof typed === 'string' && typed !== form.getValues(k)) form.setValue(k, typed);
    }
  }, [form]);
  // Typing started in the quick form while this one loaded: carry on in the same field.
  useEffect(() => {
    const field = fieldTypedIn();
    rememberTypingIn(null);
    if (field === 'name' || field === 'cpf' || field === 'whatsapp' || field === 'email') form.setFocus(field);
  }, [form]);

  const submit = form.handleSubmit(
    async (values) => {
      if (!option) return;
      setServerError(null);
      try {
        // The key is saved before the request leaves: pressing again after a lost answer is the same vote.
        const botCheck = human.token;
        human.reset();
        const voteKey = voteKeyFor(option.id);
        const result = await vote.mutateAsync({ ...values, optionId: option.id, voteKey, earlierVoteKeys: earlierVoteKeys(), botCheck });
        saveContactPrefill(values);
        toast.dismiss();
        form.reset(EMPTY);
        clearVoteDraft();
        onVoted(result);
      } catch (e) {
        const err = readError(e, VOTE_FAILED);
        if (err.appCode === 'VOTE_ALREADY_CAST' || err.appCode === 'VOTE_KEY_REUSED') forgetPendingVote();
        if (err.appCode === 'VOTE_ALREADY_CAST') {
          saveContactPrefill(values);
          clearVoteDraft();
          toast.dismiss();
          return onAlreadyVoted(err.message);
        }
        setServerError(err.message); // the toast is the mutation's meta
      }
    },
    (errs) => {
      const { field, message } = firstProblem(errs);
      toast.error(message);
      if (field) focusField(form, field);
    },
  );

  return (
    <Dialog
      open={option !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirme seu voto"
      description="Preencha seus dados para votar e ganhar seu cupom do sorteio."
    >
      {option && (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <ChosenOption option={option} />
          <Field label="Nome completo" autoComplete="name" placeholder="Seu nome" error={errors.name?.message} {...form.register('name')} />
          <Field
            label="CPF"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            error={errors.cpf?.message}
            {...cpf}
            onChange={(e) => {
              e.target.value = maskCpf(e.target.value);
              void cpf.onChange(e);
            }}
          />
          <PhoneField label="WhatsApp" registration={form.register('whatsapp')} error={errors.whatsapp?.message} />
          <Field
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="voce@exemplo.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <label className="flex items-start gap-3 text-sm text-neutral-200">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-400"
              aria-invalid={errors.contactConsent ? true : undefined}
              {...form.register('contactConsent')}
            />
            <span>{CONTACT_CONSENT_TEXT}</span>
          </label>
          {errors.contactConsent?.message && <p className="-mt-2 text-sm text-red-400">{errors.contactConsent.message}</p>}
          <label className="flex items-start gap-3 text-sm text-neutral-300">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-400" {...form.register('marketingConsent')} />
            <span>{MARKETING_CONSENT_TEXT} (opcional)</span>
          </label>
          {human.widget}
          {serverError && (
            <p role="alert" className="rounded-lg border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-300">
              {serverError}
            </p>
          )}
          <div
            data-dialog-actions
            className="sticky bottom-0 -mx-5 -mb-5 border-t border-neutral-800 bg-neutral-900/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6"
          >
            {/* The LGPD note sits with the button (toasts lift above this bar, so none covers it). */}
            <p className="mb-3 text-xs text-neutral-400">
              Seus dados servem só para o sorteio e para falarmos com você sobre a votação (LGPD). O CPF é guardado criptografado e vale um
              voto por pessoa. Enviamos um link para o seu e-mail: o cupom entra no sorteio quando você confirmar.
            </p>
            <Button type="submit" loading={vote.isPending} className="w-full">
              Confirmar voto
            </Button>
            <PrivacyLink className="mt-2" />
          </div>
        </form>
      )}
    </Dialog>
  );
}
