import { Link } from '@tanstack/react-router';
import { Mic, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS, type MessageView } from '../../../worker/contracts/messages';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { showMediaError, uploadFile } from '../../lib/upload-file';

const button = 'grid size-11 shrink-0 place-items-center rounded-lg';
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

interface Props {
  conversationId: string;
  replyToId: string | undefined;
  onSent: (m: MessageView) => void;
  /** The recording bar takes the composer's place while it runs. */
  onRecording: (recording: boolean) => void;
}

/**
 * 'Mensagem de voz' (Prata and Ouro): records with MediaRecorder up to VOICE_MAX_SECONDS, then
 * uploads through the same checks as images (the server reads the bytes as audio) and sends it.
 * A plan without audio sees what unlocks it, not an error.
 */
export function VoiceRecorder({ conversationId, replyToId, onSent, onRecording }: Props) {
  const rights = trpc.members.rights.useQuery();
  const start = trpc.messages.startVoiceUpload.useMutation();
  const send = trpc.messages.sendVoice.useMutation();
  const discard = trpc.feed.discardUpload.useMutation();
  const [upsell, setUpsell] = useState(false);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(false);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(
    () => () => {
      clearInterval(tick.current);
      keep.current = false;
      recorder.current?.stop();
    },
    [],
  );

  const upload = async (blob: Blob) => {
    setBusy(true);
    let open: string | null = null;
    try {
      const ticket = await start.mutateAsync({ conversationId, size: blob.size });
      open = ticket.uploadId;
      await uploadFile(ticket.uploadUrl, blob, () => undefined);
      onSent(await send.mutateAsync({ conversationId, uploadId: ticket.uploadId, replyToId }));
      open = null;
    } catch (e) {
      if (open) discard.mutate({ uploadId: open });
      showMediaError(e, 'Erro ao enviar mensagem');
    } finally {
      setBusy(false);
    }
  };

  const begin = async () => {
    if (!rights.data?.canUploadAudio) return setUpsell(true);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return toast.error('Microfone indisponível', { description: 'Permita o acesso ao microfone para gravar.' });
    }
    const rec = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      clearInterval(tick.current);
      setSeconds(null);
      onRecording(false);
      if (keep.current && chunks.length) void upload(new Blob(chunks, { type: rec.mimeType || 'audio/webm' }));
    };
    recorder.current = rec;
    keep.current = false;
    rec.start();
    setSeconds(0);
    onRecording(true);
    tick.current = setInterval(() => {
      setSeconds((s) => {
        const next = (s ?? 0) + 1;
        if (next >= VOICE_MAX_SECONDS) finish(true);
        return next;
      });
    }, 1000);
  };

  const finish = (keepIt: boolean) => {
    keep.current = keepIt;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  if (seconds !== null) {
    return (
      <div className="flex flex-1 items-center gap-2" role="group" aria-label="Gravando mensagem de voz">
        <button
          type="button"
          onClick={() => finish(false)}
          className={`${button} text-neutral-300 hover:bg-neutral-800`}
          aria-label="Descartar gravação"
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
        <p className="flex flex-1 items-center gap-2 text-sm text-neutral-200" aria-live="polite">
          <span className="size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden />
          Gravando {clock(seconds)} <span className="text-neutral-500">/ {clock(VOICE_MAX_SECONDS)}</span>
        </p>
        <button
          type="button"
          onClick={() => finish(true)}
          className={`${button} bg-brand-400 text-neutral-950 hover:bg-brand-500`}
          aria-label="Enviar mensagem de voz"
        >
          <Send className="size-5" aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void begin()}
        disabled={busy}
        className={`${button} bg-brand-400 text-neutral-950 hover:bg-brand-500 disabled:opacity-50`}
        aria-label={busy ? 'Enviando mensagem de voz' : 'Gravar mensagem de voz'}
      >
        <Mic className="size-5" aria-hidden />
      </button>
      <Dialog
        open={upsell}
        onOpenChange={setUpsell}
        title="Mensagens de voz"
        description="Mande áudios nas conversas com os planos Prata e Ouro."
      >
        <Link
          to="/pricing"
          className="mt-2 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-400 px-4 font-bold text-neutral-950"
        >
          Ver planos
        </Link>
      </Dialog>
    </>
  );
}
