import { useMemo } from 'react';
import type { MessageView } from '../../../worker/contracts/messages';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { patchMessage } from './message-cache';
import type { MessageActions } from './message-menu';

/** What a bubble's menu does: answer (the composer quotes it), react, delete; the answers land in the chat's cache at once. */
export function useMessageActions(conversationId: string, reply: (m: MessageView) => void): MessageActions {
  const utils = trpc.useUtils();
  const react = trpc.messages.react.useMutation({
    meta: { errorToast: 'Erro ao reagir' },
    onSuccess: (v) => patchMessage(utils, conversationId, v.messageId, (m) => ({ ...m, reactions: v.reactions })),
  });
  const remove = trpc.messages.remove.useMutation({ meta: { errorToast: 'Erro ao apagar mensagem' } });
  const reactNow = react.mutate;
  const removeNow = remove.mutateAsync;
  return useMemo(
    () => ({
      reply,
      react: (m, reaction) => reactNow({ messageId: m.id, reaction }),
      remove: (m, scope) =>
        removeNow({ messageId: m.id, scope }).then(
          () => {
            patchMessage(utils, conversationId, m.id, () => null);
            void utils.messages.conversations.invalidate();
            toast.success('Mensagem apagada');
          },
          () => undefined,
        ),
    }),
    [reply, reactNow, removeNow, utils, conversationId],
  );
}
