import { useNavigate } from '@tanstack/react-router';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { CONSENT_REQUIRED, LGPD_TERMS } from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { trpc } from '../../lib/trpc';
import { errorCode } from '../../lib/trpc-error';
import { storeArtistExpiry, validArtistExpiry } from './artist-expiry';
import type { ErrorText } from '../../../worker/contracts/errors';

const AUTH_FAILED: ErrorText<'ARTIST_AUTH_FAILED'> = 'Erro ao autenticar';

/** /admin/painel-artista: the shared password plus the mandatory LGPD consent. */
export function ArtistLoginPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  // Shown once a lockout answer came back: the code the panel's known browser shows lifts it.
  const [askCode, setAskCode] = useState(false);
  const [unlockCode, setUnlockCode] = useState('');
  // The server's reason ('Senha incorreta', the lockout's wait …), or 'Erro ao autenticar'.
  const login = trpc.artist.login.useMutation({ meta: { errorToast: AUTH_FAILED } });
  // A stored expiry still in the future: the session is probably alive (the dashboard's guard asks the server).
  useEffect(() => {
    if (validArtistExpiry() !== null) void navigate({ to: '/admin/painel-artista/dashboard', replace: true });
  }, [navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The button waits for both (the consent's note says why); Enter cannot submit past a disabled button.
    if (!consent || !password) return;
    try {
      const { expiresAt } = await login.mutateAsync({ password, consent, ...(unlockCode.trim() ? { unlockCode } : {}) });
      storeArtistExpiry(expiresAt);
      await navigate({ to: '/admin/painel-artista/dashboard' });
    } catch (err) {
      // Told by the mutation's meta; a lockout asks for the code the panel's known browser shows.
      if (errorCode(err) === 'ARTIST_LOGIN_LOCKED') setAskCode(true);
      setPassword('');
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 md:py-16">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-400/15 text-brand-400">
          <LockKeyhole className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="font-display text-3xl font-black uppercase">Painel do artista</h1>
          <p className="text-sm text-neutral-400">Acesso restrito para o acompanhamento dos votantes.</p>
        </div>
      </div>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6"
      >
        <Field
          label="Senha"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {askCode && (
          <Field
            label="Código do painel (opcional)"
            name="unlockCode"
            autoComplete="one-time-code"
            hint="No navegador onde o painel já está aberto, toque em “Mostrar código” e digite-o aqui."
            value={unlockCode}
            onChange={(e) => setUnlockCode(e.target.value)}
          />
        )}
        <div className="rounded-xl border border-neutral-700 bg-neutral-950 p-4">
          <p className="mb-2 flex items-center gap-2 text-sm font-bold text-neutral-100">
            <ShieldCheck className="size-4 text-brand-400" aria-hidden />
            Termos de uso dos dados (LGPD)
          </p>
          <ul className="mb-3 list-disc space-y-1 pl-5 text-sm text-neutral-300">
            {LGPD_TERMS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm font-semibold text-neutral-100">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-400"
            />
            Li e concordo com os termos acima e com o tratamento dos dados conforme a LGPD.
          </label>
        </div>
        {!consent && (
          <p role="note" className="text-sm text-amber-300">
            {CONSENT_REQUIRED}
          </p>
        )}
        <Button type="submit" disabled={!consent || !password} loading={login.isPending}>
          Entrar no painel
        </Button>
      </form>
    </section>
  );
}
