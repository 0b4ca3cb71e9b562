import { Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MessageView } from '../../../worker/contracts/messages';
import type { ErrorText } from '../../../worker/contracts/errors';
import { keepToastsAbove } from '../../components/ui/toast-clearance';
import { enterToSend } from '../../lib/enter-to-send';
import { trpc } from '../../lib/trpc';
import { messageSummary } from './message-bubble';
import { ImageAttachButton } from './message-image';
import { VoiceRecorder } from './voice-recorder';
import { meaningfulMoment } from '../../lib/push-moment';

const SEND_FAILED: ErrorText<'MESSAGE_SEND_FAILED'> = 'Erro ao enviar mensagem';

interface Props {
  conversationId: string;
  replyTo: { message: MessageView; name: string } | null;
  onCancelReply: () => void;
  onSent: (m: MessageView) => void;
  /** Called on every key: the chat tells the other side 'digitando…' (throttled in use-typing.ts). */
  onTyping: () => void;
}

/** The chat's input: text (Enter sends), an image, or a voice message when the text is empty; above it, what is being answered. */
export function Composer({ conversationId, replyTo, onCancelReply, onSent, onTyping }: Props) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [recording, setRecording] = useState(false);
  // A ref, not state: two Enter presses in one frame must not both pass the check.
  const sending = useRef(false);
  const send = trpc.messages.send.useMutation({ meta: { errorToast: SEND_FAILED, errorDescription: 'Tente novamente.' } });
  const input = useRef<HTMLTextAreaElement>(null);
  // Toasts stay above the input while the chat is open, never over what is being typed.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => keepToastsAbove(() => form.current), []);
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const sent = (m: MessageView) => {
    onSent(m);
    onCancelReply();
    void utils.messages.conversations.invalidate();
  };
  const submit = async () => {
    const content = text.trim();
    if (!content || sending.current) return;
    sending.current = true;
    try {
      sent(await send.mutateAsync({ conversationId, content, replyToId: replyTo?.message.id }));
      setText('');
      meaningfulMoment();
    } catch {
      // Told by the mutation's meta. A block made meanwhile: the list refetch swaps the composer for the notice.
      void utils.messages.conversations.invalidate();
    } finally {
      sending.current = false;
    }
  };
  const onKeyDown = enterToSend(() => void submit());
  return (
    <div className="border-t border-neutral-800">
      {replyTo && (
        <div className="flex items-center gap-2 px-3 pt-2" data-testid="replying-to">
          <div className="min-w-0 flex-1 rounded-lg border-l-4 border-brand-400 bg-neutral-900 px-2 py-1 text-xs">
            <p className="font-bold text-brand-400">Respondendo a {replyTo.name}</p>
            <p className="truncate text-neutral-300">{messageSummary(replyTo.message)}</p>
          </div>
          <button
            type="button"
            onClick={onCancelReply}
            className="grid size-9 place-items-center rounded-full text-neutral-400 hover:bg-neutral-800"
            aria-label="Cancelar resposta"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
      <form
        ref={form}
        className="flex items-end gap-2 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {!recording && <ImageAttachButton conversationId={conversationId} onSent={sent} />}
        {!recording && (
          <label className="flex-1">
            <span className="sr-only">Mensagem</span>
            <textarea
              ref={input}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (e.target.value.trim()) onTyping();
              }}
              onKeyDown={onKeyDown}
              rows={1}
              maxLength={2000}
              placeholder="Digite sua mensagem..."
              className="max-h-32 min-h-11 w-full resize-none rounded-lg border border-neutral-800 bg-neutral-950 px-3 py-2.5 text-sm text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-none"
            />
          </label>
        )}
        {text.trim() ? (
          <button
            type="submit"
            disabled={send.isPending}
            className="grid size-11 place-items-center rounded-lg bg-brand-400 text-neutral-950 hover:bg-brand-500 disabled:opacity-50"
            aria-label="Enviar mensagem"
          >
            <Send className="size-5" aria-hidden />
          </button>
        ) : (
          <VoiceRecorder conversationId={conversationId} replyToId={replyTo?.message.id} onSent={sent} onRecording={setRecording} />
        )}
      </form>
    </div>
  );
}
