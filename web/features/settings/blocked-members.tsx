import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

/** The members this member blocked (privacy), each with 'Desbloquear'. Blocking itself is done from the chat or a post's menu. */
export function BlockedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.messages.blocked.useQuery();
  const unblock = trpc.messages.unblock.useMutation({
    onSuccess: () => Promise.all([utils.messages.blocked.invalidate(), utils.messages.conversations.invalidate()]),
  });
  const lift = async (username: string) => {
    try {
      await unblock.mutateAsync({ username });
      toast.success('Membro desbloqueado.');
    } catch (e) {
      toast.error('Erro ao desbloquear', { description: readError(e, 'Tente novamente.').message });
    }
  };
  const people = list.data ?? [];
  return (
    <section aria-labelledby="blocked-title" className="flex flex-col gap-2">
      <h2 id="blocked-title" className="text-sm font-semibold text-neutral-200">
        Membros bloqueados
      </h2>
      {list.isError && <p className="text-sm text-red-400">{readError(list.error, 'Erro ao carregar').message}</p>}
      {list.isSuccess && people.length === 0 && <p className="text-sm text-neutral-400">Você não bloqueou ninguém.</p>}
      <ul className="flex flex-col gap-2">
        {people.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-2 text-sm text-neutral-200">
            <span className="min-w-0 truncate">
              {p.displayName} <span className="text-neutral-400">@{p.username}</span>
            </span>
            <Button type="button" variant="secondary" loading={unblock.isPending && unblock.variables?.username === p.username} onClick={() => void lift(p.username)}>
              Desbloquear
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
