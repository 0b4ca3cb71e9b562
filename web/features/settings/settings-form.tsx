import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountView } from '../../../worker/contracts/members';
import { updateSettingsInput, type UpdateSettingsInput } from '../../../worker/contracts/members';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PhoneField } from '../../components/ui/phone-field';
import { toast } from '../../components/ui/toaster';
import { maskPhone } from '../../lib/format';
import { refreshRealtime } from '../../lib/realtime/use-realtime';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { PrivacyFields } from './privacy-fields';

/** Display name, WhatsApp and the privacy choices. */
export function SettingsForm({ account }: { account: AccountView }) {
  const utils = trpc.useUtils();
  const save = trpc.members.updateSettings.useMutation({
    meta: { errorToast: 'Erro ao salvar', errorDescription: RETRY_LATER },
    onSuccess: () => Promise.all([utils.members.account.invalidate(), utils.members.dashboard.invalidate()]),
  });
  // The WhatsApp is checked and sent only once the member changed it (the schema takes it as optional).
  const whatsappChanged = useRef(false);
  const checkSettings = zodResolver(updateSettingsInput);
  const form = useForm<UpdateSettingsInput>({
    resolver: (values, context, options) =>
      checkSettings(whatsappChanged.current ? values : { ...values, whatsapp: undefined }, context, options),
    defaultValues: {
      displayName: account.displayName,
      whatsapp: account.whatsapp ? maskPhone(account.whatsapp) : '',
      showOnline: account.showOnline,
      readReceipts: account.readReceipts,
      whoCanMessage: account.whoCanMessage,
    },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  whatsappChanged.current = Boolean(form.formState.dirtyFields.whatsapp);

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        // The realtime grant carries presence only for a visible member (services/messages/realtime-grant.ts).
        if (values.showOnline !== form.formState.defaultValues?.showOnline) refreshRealtime();
        form.reset({ ...values, whatsapp: form.getValues('whatsapp') });
        toast.success('Dados atualizados!');
      },
      () => undefined, // told by the mutation's meta; the form keeps what was typed
    ),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Seus dados">
      <Field
        label="Nome de exibição"
        autoComplete="nickname"
        maxLength={50}
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <PhoneField label="WhatsApp" registration={form.register('whatsapp')} error={errors.whatsapp?.message} />
      <PrivacyFields register={form.register} />
      <div className="grid gap-1 text-sm text-neutral-400">
        <span>
          E-mail: <strong className="text-neutral-200">{account.email}</strong>
        </span>
        <span>
          Usuário: <strong className="text-neutral-200">@{account.username}</strong>
        </span>
      </div>
      <Button type="submit" loading={save.isPending} disabled={!isDirty} className="self-start">
        Salvar alterações
      </Button>
    </form>
  );
}
