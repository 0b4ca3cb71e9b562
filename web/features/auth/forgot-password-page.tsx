import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordResetInput, type RequestPasswordResetInput } from '../../../worker/contracts/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { trpc } from '../../lib/trpc';
import { ErrorLine, FORM_ERROR } from '../../components/ui/error-line';

/** /esqueci-senha: the e-mail of the account; the answer is the same whether or not it has one. */
const REQUEST_FAILED = 'Não foi possível enviar o pedido agora. Tente novamente em alguns minutos.';

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation({ meta: { errorToast: REQUEST_FAILED } });
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
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Link
        to="/auth"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para entrar
      </Link>
      <div>
        <h1 className="font-display font-black text-3xl uppercase">Esqueci minha senha</h1>
        <p className="mt-2 text-neutral-300">Informe o e-mail da sua conta. Enviaremos um link para você escolher uma senha nova.</p>
      </div>
      <div className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
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
            <Field
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              error={errors.email?.message}
              {...form.register('email')}
            />
            {request.isError && <ErrorLine role="alert" className={FORM_ERROR} error={request.error} fallback={REQUEST_FAILED} />}
            <Button type="submit" loading={request.isPending}>
              Enviar link
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
