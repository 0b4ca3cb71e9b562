import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The auth pages' frame (/auth, /esqueci-senha, /redefinir-senha): a way back, the title and its
 * line, and the card that holds the form.
 */
export function AuthFrame({
  back,
  title,
  intro,
  children,
}: {
  back?: { to: '/' | '/auth'; label: string };
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      {back && (
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
      <div>
        <h1 className="font-display font-black text-3xl uppercase">{title}</h1>
        <p className="mt-2 text-neutral-300">{intro}</p>
      </div>
      <div className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">{children}</div>
    </section>
  );
}
