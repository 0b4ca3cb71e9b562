import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpInput, WHATSAPP_INVALID, type SignUpInput } from '../../../worker/contracts/auth';
import { useBotCheck } from '../../components/ui/bot-check';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { EmailField } from './email-field';
import { PhoneField } from '../../components/ui/phone-field';
import { ErrorLine, FORM_ERROR } from '../../components/ui/error-line';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { SIGN_UP_FAILED, useAuthActions } from './use-auth-actions';
import { PrivacyLink } from '../../components/ui/privacy-link';

const FIELDS = ['email', 'password', 'username', 'displayName', 'whatsapp'] as const;

/** Cadastrar: every field required; WhatsApp masked as +55 (11) 99999-9999. */
export function SignUpForm() {
  const { signUp } = useAuthActions();
  const human = useBotCheck('sign-up');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: '', password: '', username: '', displayName: '', whatsapp: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const botCheck = human.token;
        human.reset();
        await signUp.mutateAsync({ ...values, botCheck });
        setSentTo(values.email.trim());
      } catch {
        // The toast is the mutation's meta; the text stays above the button.
      }
    },
    (errs) => {
      // The first problem in the form's order; a bad WhatsApp reads 'WhatsApp inválido' with its hint.
      const first = FIELDS.find((f) => errs[f]);
      if (first) toastInvalid(first === 'whatsapp' ? WHATSAPP_INVALID : 'Erro no cadastro', errs[first]?.message);
    },
  );

  if (sentTo) return <LinkSent email={sentTo} />;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Cadastrar">
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint="Pelo menos 6 caracteres. Evite senhas óbvias como 123456."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Nome de usuário"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="fa_do_mito"
        maxLength={20}
        hint="3 a 20 caracteres: letras, números, _ e ."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Field
        label="Nome de exibição"
        autoComplete="nickname"
        placeholder="Como você quer ser chamado"
        maxLength={50}
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <PhoneField label="WhatsApp" registration={form.register('whatsapp')} error={errors.whatsapp?.message} />
      {human.widget}
      {signUp.isError && (
        <ErrorLine role="alert" className={FORM_ERROR} title="Erro no cadastro" error={signUp.error} fallback={SIGN_UP_FAILED} />
      )}
      <Button type="submit" loading={signUp.isPending}>
        Criar conta
      </Button>
      <PrivacyLink />
    </form>
  );
}

/** After Cadastrar: the account waits for its link (the same words whether or not the e-mail already had one). */
function LinkSent({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <MailCheck className="size-10 text-brand-400" aria-hidden />
      <h2 className="font-display text-2xl font-black uppercase">Confira seu e-mail</h2>
      <p className="text-neutral-200">
        Enviamos um link de confirmação para <strong className="wrap-anywhere text-white">{email}</strong>. Abra-o para entrar na
        comunidade.
      </p>
      <p className="text-sm text-neutral-400">Não chegou? Confira a caixa de spam. O link vale por 7 dias.</p>
    </div>
  );
}
