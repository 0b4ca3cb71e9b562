import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInInput, type SignInInput } from '../../../worker/contracts/auth';
import { useBotCheck } from '../../components/ui/bot-check';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { EmailField } from './email-field';
import { ErrorLine, FORM_ERROR } from '../../components/ui/error-line';
import { errorCode } from '../../lib/trpc-error';
import { SignInLinkOffer } from './sign-in-link-offer';
import { SIGN_IN_FAILED, useAuthActions } from './use-auth-actions';

/**
 * Entrar: e-mail and password, and the way to 'Esqueci minha senha'. Failures say 'Erro no login'
 * with the server's reason; after one, the human check appears. While the server refuses for too many
 * attempts, the form offers 'Entrar com link por e-mail', which the lockout does not hold. A success goes to `redirect` (a
 * path of this site the member asked for before signing in), else /dashboard.
 */
export function SignInForm({ redirect }: { redirect?: string }) {
  const { signIn } = useAuthActions(redirect);
  // The server asks for it once a sign-in failed from here or for this account.
  const [failedOnce, setFailedOnce] = useState(false);
  const human = useBotCheck('sign-in', failedOnce);
  // Stays once shown, so the answer of a link already asked for does not vanish on the next try.
  const [lockedOut, setLockedOut] = useState(false);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const botCheck = human.token;
      human.reset();
      await signIn.mutateAsync({ ...values, botCheck });
    } catch (e) {
      // The toast is the mutation's meta, the text stays above the button; the bot check is asked for next time.
      const code = errorCode(e);
      if (code === 'LOGIN_FAILED' || code === 'BOT_CHECK_FAILED') setFailedOnce(true);
      if (code === 'LOGIN_RATE_LIMITED') setLockedOut(true);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Entrar">
      <EmailField error={errors.email?.message} {...form.register('email')} />
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
      {signIn.isError && (
        <ErrorLine role="alert" className={FORM_ERROR} title="Erro no login" error={signIn.error} fallback={SIGN_IN_FAILED} />
      )}
      <Button type="submit" loading={signIn.isPending}>
        Entrar
      </Button>
      {lockedOut && <SignInLinkOffer email={form.watch('email')} />}
    </form>
  );
}
