import { trpc } from '../../lib/trpc';
import { PeopleList } from './people-list';

/** The members this member blocked (privacy), each with 'Desbloquear'. Blocking itself is done from the chat or a post's menu. */
export function BlockedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.messages.blocked.useQuery();
  const unblock = trpc.messages.unblock.useMutation({
    meta: { errorToast: 'Erro ao desbloquear', errorDescription: 'Tente novamente.' },
    onSuccess: () => Promise.all([utils.messages.blocked.invalidate(), utils.messages.conversations.invalidate()]),
  });
  return (
    <PeopleList
      id="blocked-title"
      title="Membros bloqueados"
      empty="Você não bloqueou ninguém."
      list={list}
      action="Desbloquear"
      lift={unblock}
      done={() => 'Membro desbloqueado.'}
    />
  );
}
