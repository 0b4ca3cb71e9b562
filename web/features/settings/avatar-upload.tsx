import { Camera } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ErrorBody, ErrorText } from '../../../worker/contracts/errors';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../worker/contracts/members';
import * as PATHS from '../../../worker/contracts/paths';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { showMediaError, UploadError } from '../../lib/upload-file';

const INVALID: ErrorText<'AVATAR_INVALID'> = 'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.';
const TOO_LARGE: ErrorText<'AVATAR_TOO_LARGE'> = 'Arquivo muito grande. A foto pode ter até 2 MB.';

/** Profile photo: checked here for a quick answer, and by its real bytes on the server. */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return void toast.error('Arquivo inválido', { description: INVALID });
    if (file.size > AVATAR_MAX_BYTES) return void toast.error('Arquivo muito grande', { description: TOO_LARGE });
    setBusy(true);
    try {
      const res = await fetch(PATHS.avatar, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
        credentials: 'same-origin',
      });
      const body = (await res.json().catch(() => ({}))) as Partial<ErrorBody>;
      if (!res.ok) throw new UploadError(body.error?.message ?? 'Tente novamente em alguns minutos.', body.error?.code ?? null);
      await Promise.all([utils.members.account.invalidate(), utils.members.dashboard.invalidate()]);
      toast.success('Foto atualizada!');
    } catch (err) {
      showMediaError(err, 'Erro ao enviar foto');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      {avatarUrl ? (
        <img src={avatarUrl} alt="Sua foto de perfil" className="size-20 rounded-full object-cover ring-2 ring-brand-400" />
      ) : (
        <span
          aria-hidden
          className="flex size-20 items-center justify-center rounded-full bg-neutral-800 font-display text-3xl font-black uppercase text-brand-400"
        >
          {name.slice(0, 1)}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-neutral-800 px-4 text-sm font-bold uppercase tracking-wide hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-60"
        >
          <Camera className="size-4" aria-hidden />
          {busy ? 'Enviando…' : 'Trocar foto'}
        </button>
        <span className="text-xs text-neutral-400">JPG, PNG ou WebP, até 2 MB.</span>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Escolher foto de perfil"
          onChange={(e) => void onPick(e)}
        />
      </div>
    </div>
  );
}
