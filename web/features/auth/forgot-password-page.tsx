import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordResetInput, type RequestPasswordResetInput } from '../../../worker/contracts/auth';
import { Button } from '../../components/ui/button';
import { EmailField } from './email-field';
import { trpc } from '../../lib/trpc';
import { ErrorLine, FORM_ERROR } from '../../components/ui/error-line';
import { AuthFrame } from './auth-frame';

/** /esqueci-senha: the e-mail of the account; the answer is the same whether or not it has one. */
const REQUEST_FAILED = 'Não foi possível enviar o pedido agora. Tente novamente em alguns minutos.';

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation({ meta: { errorToast: REQUEST_FAILED, errorInline: true } });
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInput),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await request.mutateAsync(values);
      setAnswer(message);
    } catch {
      // The toast is the mutation's meta; the text stays above the button.
    }
  });

  return (
    <AuthFrame
      back={{ to: '/auth', label: 'Voltar para entrar' }}
      title="Esqueci minha senha"
      intro="Informe o e-mail da sua conta. Enviaremos um link para você escolher uma senha nova."
    >
      {answer ? (
        <div role="status" className="flex flex-col gap-4">
          <p className="flex items-start gap-3 text-neutral-100">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden />
            {answer}
          </p>
          <p className="text-sm text-neutral-400">
            O link vale por 30 minutos. Não chegou? Confira a caixa de spam ou peça de novo em alguns minutos.
          </p>
          <Button variant="secondary" onClick={() => setAnswer(null)}>
            Pedir outro link
          </Button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Esqueci minha senha">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          {request.isError && <ErrorLine role="alert" className={FORM_ERROR} error={request.error} fallback={REQUEST_FAILED} />}
          <Button type="submit" loading={request.isPending}>
            Enviar link
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
