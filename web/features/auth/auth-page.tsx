import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'entrar' | 'cadastrar';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'entrar', label: 'Entrar' },
  { id: 'cadastrar', label: 'Cadastrar' },
];

/** /auth: tabs Entrar and Cadastrar, and a way back to the site. */
export function AuthPage({ tab, onTabChange, redirect }: { tab: AuthTab; onTabChange: (tab: AuthTab) => void; redirect?: string }) {
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = tab === 'entrar' ? 'cadastrar' : 'entrar';
    onTabChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao site
      </Link>
      <div>
        <h1 className="font-display font-black text-3xl uppercase">Entrar ou cadastrar</h1>
        <p className="mt-2 text-neutral-300">Entre na sua conta ou crie seu cadastro para participar da comunidade do Mito.</p>
      </div>
      <div className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
        <div role="tablist" aria-label="Entrar ou cadastrar" className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-neutral-950 p-1">
          {TABS.map((t) => (
            <button
              key={t.id}
              id={`${id}-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`${id}-${t.id}-panel`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => onTabChange(t.id)}
              onKeyDown={onKey}
              className={cn(
                'min-h-11 rounded-lg text-sm font-bold uppercase tracking-wide transition focus-visible:outline-2 focus-visible:outline-brand-400',
                tab === t.id ? 'bg-brand-400 text-neutral-950' : 'text-neutral-300 hover:bg-neutral-800',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
          {tab === 'entrar' ? <SignInForm redirect={redirect} /> : <SignUpForm />}
        </div>
      </div>
    </section>
  );
}
