import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RotateCw } from '../../components/icons/landing-icons';
import { Button } from '../../components/ui/button';
import { ConnectionBanner } from './connection-banner';

/** Shown when a page fails to load (server down, chunk missing): never a stack trace. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  // Back online, the page tries again by itself ('Tentar novamente' stays for any other failure).
  useEffect(() => {
    const retry = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [reset, router]);
  return (
    <>
      {/* The page failed outside the shell (a root error): its connection state is still shown. */}
      <ConnectionBanner />
      <section
        role="alert"
        className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      >
        <h1 className="font-display font-black text-2xl uppercase">Algo deu errado</h1>
        <p className="text-neutral-300">Não conseguimos carregar esta página. Verifique sua conexão e tente novamente.</p>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <RotateCw className="size-4" aria-hidden />
          Tentar novamente
        </Button>
      </section>
    </>
  );
}
