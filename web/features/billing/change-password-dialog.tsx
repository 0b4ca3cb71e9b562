import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordInput, type ChangePasswordInput } from '../../../worker/contracts/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { toast } from '../../components/ui/toaster';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { errorCode } from '../../lib/trpc-error';
import type { ErrorText } from '../../../worker/contracts/errors';

const UPDATE_FAILED: ErrorText<'PASSWORD_UPDATE_FAILED'> = 'Erro ao atualizar senha';
const CURRENT_WRONG: ErrorText<'CURRENT_PASSWORD_WRONG'> = 'Senha atual incorreta. Confira e tente de novo.';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The current password, then the new one twice: 'Senhas não coincidem', 'Senha deve ter pelo menos
 * 6 caracteres'; a wrong current password is said under its field. The button waits for all three.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  // The member's other sessions end there. A wrong current password is said at its field.
  const change = trpc.auth.changePassword.useMutation({
    meta: { errorToast: UPDATE_FAILED, errorDescription: RETRY_LATER, errorHandled: ['CURRENT_PASSWORD_WRONG'] },
  });
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInput), defaultValues: EMPTY, mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const [current, next, confirm] = form.watch(['currentPassword', 'password', 'confirmPassword']);

  const close = (value: boolean) => {
    if (!value) form.reset(EMPTY);
    onOpenChange(value);
  };
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await change.mutateAsync(values);
        toast.success('Senha atualizada com sucesso!');
        close(false);
      } catch (e) {
        if (errorCode(e) !== 'CURRENT_PASSWORD_WRONG') return; // told by the mutation's meta
        form.setError('currentPassword', { message: CURRENT_WRONG }, { shouldFocus: true });
        toastInvalid(CURRENT_WRONG);
      }
    },
    (errs) => toastInvalid(errs.currentPassword?.message ?? errs.password?.message ?? errs.confirmPassword?.message),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Alterar Senha"
      description="Depois da troca, as outras sessões abertas com sua conta são encerradas."
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <Field
          label="Senha Atual"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Field
          label="Nova Senha"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 6 caracteres."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirmar Senha"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!current || !next || !confirm}>
            Salvar nova senha
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
