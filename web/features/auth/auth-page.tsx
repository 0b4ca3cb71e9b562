import { useId, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import { AuthFrame } from './auth-frame';
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
    <AuthFrame
      back={{ to: '/', label: 'Voltar ao site' }}
      title="Entrar ou cadastrar"
      intro="Entre na sua conta ou crie seu cadastro para participar da comunidade do Mito."
    >
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
    </AuthFrame>
  );
}
