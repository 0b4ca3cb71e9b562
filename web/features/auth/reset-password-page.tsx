import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordInput, resetToken, type ResetPasswordInput } from '../../../worker/contracts/auth';
import type { ErrorText } from '../../../worker/contracts/errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { errorCode } from '../../lib/trpc-error';
import { AuthFrame } from './auth-frame';

const LINK_INVALID: ErrorText<'RESET_LINK_INVALID'> =
  'Este link para redefinir a senha não vale mais: ele expirou, já foi usado ou foi substituído por um mais novo. Peça um novo link.';

function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col gap-4">
      <p className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">{message}</p>
      <Link to="/esqueci-senha" className={CTA_PRIMARY}>
        Pedir um novo link
      </Link>
    </div>
  );
}

/** /redefinir-senha?token=…: the new password twice; on success every session ends and this browser is signed in. */
const RESET_FAILED = 'Não foi possível redefinir a senha agora. Tente novamente em alguns minutos.';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation({ meta: { errorToast: RESET_FAILED, errorHandled: ['RESET_LINK_INVALID'] } });
  // A link cut short or padded by a mail client cannot be one the site sent.
  const [invalid, setInvalid] = useState<string | null>(token && resetToken.safeParse(token).success ? null : LINK_INVALID);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  // The token leaves the address bar (and the history) once the form holds it: a shared screen or a synced history does not carry it on.
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      await utils.invalidate();
      // After the move: a page change dismisses the toasts of the page left (app-shell.tsx), and
      // on a slow phone a toast made before it was dismissed before it ever showed.
      await navigate({ to: '/dashboard', replace: true });
      toast.success('Senha redefinida!', { description: 'Você já entrou com a senha nova.' });
    } catch (e) {
      // A dead link shows the invalid-link panel; anything else is told by the mutation's meta.
      if (errorCode(e) === 'RESET_LINK_INVALID') setInvalid(LINK_INVALID);
    }
  });

  return (
    <AuthFrame
      title="Redefinir senha"
      intro="Escolha uma senha nova para a sua conta. Depois disso, todas as sessões abertas com ela são encerradas."
    >
      {invalid ? (
        <InvalidLink message={invalid} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Redefinir senha">
          <Field
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            hint="Pelo menos 6 caracteres."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Field
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending}>
            Redefinir senha
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
