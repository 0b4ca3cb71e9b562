import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { deleteAccountInput, type DeleteAccountInput } from '../../../worker/contracts/privacy';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { announceSignOut } from '../../lib/session-events';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';

/**
 * 'Excluir minha conta': the site's own dialog says what goes and asks for the password. Once the
 * server deleted the account, the browser forgets every member answer, goes home and says so.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountInput), defaultValues: { password: '' } });
  const remove = trpc.privacy.deleteAccount.useMutation();
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      remove.reset();
    }
    onOpenChange(next);
  };
  // A refusal is said inside the dialog (below), by the password it is about: no toast.
  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: async () => {
        queryClient.clear();
        announceSignOut();
        await navigate({ to: '/', replace: true });
        toast.success('Sua conta foi excluída.');
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Excluir minha conta"
      description="Isso não pode ser desfeito. Sua assinatura é cancelada, seus posts e comentários são apagados e suas mensagens aparecem para os outros como de “Membro removido”."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Excluir minha conta">
        <Field
          label="Sua senha"
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {remove.error && (
          <ErrorLine
            role="alert"
            className="text-sm text-red-400"
            error={remove.error}
            fallback="Não foi possível excluir sua conta agora. Tente novamente."
          />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            Excluir definitivamente
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
