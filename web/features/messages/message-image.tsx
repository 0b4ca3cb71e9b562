import { ImageOff, ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { MESSAGE_IMAGE_ACCEPT } from '../../../worker/contracts/media';
import type { MessageView } from '../../../worker/contracts/messages';
import { Dialog } from '../../components/ui/dialog';
import { trpc } from '../../lib/trpc';
import { showMediaError, uploadFile } from '../../lib/upload-file';
import type { ErrorText } from '../../../worker/contracts/errors';

const SEND_FAILED: ErrorText<'MESSAGE_SEND_FAILED'> = 'Erro ao enviar mensagem';

/**
 * The chat's image button (the chat's picker): upload through the same
 * checks as posts (images only), then send it as an image message.
 */
export function ImageAttachButton({ conversationId, onSent }: { conversationId: string; onSent: (m: MessageView) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const start = trpc.messages.startImageUpload.useMutation();
  const send = trpc.messages.sendImage.useMutation();
  // A ticket left open counts against the few a member may hold (the server's MESSAGE_IMAGE_OPEN_MAX).
  const discard = trpc.feed.discardUpload.useMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    let open: string | null = null;
    try {
      const ticket = await start.mutateAsync({ conversationId, size: file.size });
      open = ticket.uploadId;
      await uploadFile(ticket.uploadUrl, file, setProgress);
      onSent(await send.mutateAsync({ conversationId, uploadId: ticket.uploadId }));
      open = null;
    } catch (e) {
      if (open) discard.mutate({ uploadId: open });
      showMediaError(e, SEND_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MESSAGE_IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Escolher imagem"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={progress !== null}
        aria-label={progress === null ? 'Enviar imagem' : `Enviando imagem: ${Math.round(progress * 100)}%`}
        className="relative grid size-11 shrink-0 place-items-center rounded-lg text-neutral-300 hover:bg-neutral-800 disabled:opacity-60"
      >
        <ImagePlus className="size-5" aria-hidden />
        {progress !== null && (
          <span className="absolute -bottom-1 text-[0.6rem] font-bold text-brand-400">{Math.round(progress * 100)}%</span>
        )}
      </button>
    </>
  );
}

/** An image in a message: inline, and full size in a dialog on click. */
export function MessageImage({ url, caption }: { url: string; caption: string }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const alt = caption || 'Imagem enviada na conversa';
  if (failed) {
    return (
      <div role="img" aria-label="Imagem indisponível" className="grid h-24 w-40 place-items-center rounded-lg bg-neutral-900/40">
        <ImageOff className="size-6" aria-hidden />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block overflow-hidden rounded-lg"
        aria-label="Abrir imagem em tamanho real"
      >
        <img src={url} alt={alt} loading="lazy" onError={() => setFailed(true)} className="max-h-64 w-auto max-w-full object-contain" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Imagem" className="max-w-[95vw]">
        <img src={url} alt={alt} className="max-h-[80vh] max-w-full object-contain" />
      </Dialog>
    </>
  );
}
