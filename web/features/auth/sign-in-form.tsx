import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInInput, type SignInInput } from '../../../worker/contracts/auth';
import { useBotCheck } from '../../components/ui/bot-check';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { readError } from '../../lib/trpc-error';
import { SIGN_IN_FAILED, useAuthActions } from './use-auth-actions';

/**
 * Entrar: e-mail and password, and the way to 'Esqueci minha senha'. Failures say 'Erro no login'
 * with the server's reason, once, above the button; after one, the human check appears. A success goes to `redirect` (a
 * path of this site the member asked for before signing in), else /dashboard.
 */
export function SignInForm({ redirect }: { redirect?: string }) {
  const { signIn } = useAuthActions(redirect);
  const [serverError, setServerError] = useState<string | null>(null);
  // The server asks for it once a sign-in failed from here or for this account.
  const [failedOnce, setFailedOnce] = useState(false);
  const human = useBotCheck('sign-in', failedOnce);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const botCheck = human.token;
      human.reset();
      await signIn.mutateAsync({ ...values, botCheck });
    } catch (e) {
      // The toast is the mutation's meta; the form also keeps the text and asks for the bot check next time.
      const { message, appCode } = readError(e, SIGN_IN_FAILED);
      if (appCode === 'LOGIN_FAILED' || appCode === 'BOT_CHECK_FAILED') setFailedOnce(true);
      // One error, beside the form (role=alert reads it out), not a toast over it as well.
      setServerError(message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Entrar">
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="voce@exemplo.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to="/esqueci-senha"
        className="-mt-2 inline-flex min-h-11 items-center self-end rounded-lg px-1 text-sm font-semibold text-brand-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        Esqueci minha senha
      </Link>
      {human.widget}
      {serverError && (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
          <strong className="block">Erro no login</strong>
          {serverError}
        </p>
      )}
      <Button type="submit" loading={signIn.isPending}>
        Entrar
      </Button>
    </form>
  );
}
