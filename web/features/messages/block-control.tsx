import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { ConversationView } from '../../../worker/contracts/messages';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import type { ErrorText } from '../../../worker/contracts/errors';

const BLOCKED: ErrorText<'CONVERSATION_BLOCKED'> = 'Não é possível enviar mensagens nesta conversa.';

type Other = ConversationView['participants'][number];

/** 'Bloquear' / 'Desbloquear' in a direct chat's header, each behind a confirmation. */
export function BlockControl({ conversation, other }: { conversation: ConversationView; other: Other }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const blockedByMe = conversation.blocked === 'me';
  const onSuccess = () => Promise.all([utils.messages.conversations.invalidate(), utils.messages.blocked.invalidate()]);
  const block = trpc.messages.block.useMutation({
    onSuccess,
    meta: { errorToast: 'Erro ao bloquear', errorDescription: 'Tente novamente.' },
  });
  const unblock = trpc.messages.unblock.useMutation({
    onSuccess,
    meta: { errorToast: 'Erro ao desbloquear', errorDescription: 'Tente novamente.' },
  });
  const pending = block.isPending || unblock.isPending;

  const confirm = () =>
    (blockedByMe ? unblock : block).mutate(
      { username: other.username },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(blockedByMe ? 'Membro desbloqueado.' : 'Membro bloqueado.');
        },
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="ml-auto flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-neutral-300 hover:bg-neutral-800"
      >
        <Ban className="size-4" aria-hidden />
        {blockedByMe ? 'Desbloquear' : 'Bloquear'}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={blockedByMe ? `Desbloquear ${other.displayName}?` : `Bloquear ${other.displayName}?`}
        description={
          blockedByMe
            ? 'Vocês poderão voltar a trocar mensagens.'
            : 'Nenhum dos dois poderá enviar novas mensagens nem iniciar conversas com o outro. Você pode desbloquear quando quiser.'
        }
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button type="button" variant={blockedByMe ? 'primary' : 'danger'} loading={pending} onClick={() => void confirm()}>
            {blockedByMe ? 'Desbloquear' : 'Bloquear'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Takes the composer's place while a block stands; it never says who blocked whom unless it was the reader. */
export function BlockedNotice({ blocked }: { blocked: 'me' | 'them' }) {
  return (
    <p className="border-t border-neutral-800 p-4 text-center text-sm text-neutral-400" role="status">
      {blocked === 'me' ? 'Você bloqueou este membro.' : BLOCKED}
    </p>
  );
}
