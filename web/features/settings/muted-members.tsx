import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

/** The members this member muted ('Silenciar' in a post's menu), each with 'Deixar de silenciar'. */
export function MutedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.feed.muted.useQuery();
  const unmute = trpc.feed.unmute.useMutation({ onSuccess: () => Promise.all([utils.feed.muted.invalidate(), utils.feed.list.invalidate()]) });
  const lift = async (username: string, name: string) => {
    try {
      await unmute.mutateAsync({ username });
      toast.success(`${name} voltou ao seu feed.`);
    } catch (e) {
      toast.error('Erro ao deixar de silenciar', { description: readError(e, 'Tente novamente.').message });
    }
  };
  const people = list.data ?? [];
  return (
    <section aria-labelledby="muted-title" className="flex flex-col gap-2">
      <h2 id="muted-title" className="text-sm font-semibold text-neutral-200">
        Membros silenciados
      </h2>
      {list.isPending && <p className="text-sm text-neutral-400">Carregando…</p>}
      {list.isError && <p className="text-sm text-red-400">{readError(list.error, 'Erro ao carregar').message}</p>}
      {list.isSuccess && people.length === 0 && <p className="text-sm text-neutral-400">Você não silenciou ninguém.</p>}
      <ul className="flex flex-col gap-2">
        {people.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-2 text-sm text-neutral-200">
            <span className="min-w-0 truncate">
              {p.displayName} <span className="text-neutral-400">@{p.username}</span>
            </span>
            <Button type="button" variant="secondary" loading={unmute.isPending && unmute.variables?.username === p.username} onClick={() => void lift(p.username, p.displayName)}>
              Deixar de silenciar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
