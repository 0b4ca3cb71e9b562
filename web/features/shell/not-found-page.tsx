import { Link } from '@tanstack/react-router';
import { Home } from '../../components/icons/landing-icons';

/** Any unknown path: 'Oops! Page not found' and a way home. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <p className="font-display font-black text-7xl text-brand-400 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="font-display font-black text-2xl sm:text-3xl">Oops! Page not found</h1>
      <p className="text-neutral-300">A página que você procurou não existe ou mudou de endereço.</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-400 px-5 text-sm font-bold uppercase tracking-wide text-neutral-950 hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        <Home className="size-4" aria-hidden />
        Voltar para o início
      </Link>
    </section>
  );
}
