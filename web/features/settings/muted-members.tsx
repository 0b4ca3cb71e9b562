import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { PeopleList } from './people-list';

/** The members this member muted ('Silenciar' in a post's menu), each with 'Deixar de silenciar'. */
export function MutedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.feed.muted.useQuery();
  const unmute = trpc.feed.unmute.useMutation({
    onSuccess: () => Promise.all([utils.feed.muted.invalidate(), utils.feed.list.invalidate()]),
  });
  const lift = async (username: string, name: string) => {
    try {
      await unmute.mutateAsync({ username });
      toast.success(`${name} voltou ao seu feed.`);
    } catch (e) {
      toast.error('Erro ao deixar de silenciar', { description: readError(e, 'Tente novamente.').message });
    }
  };
  return (
    <PeopleList
      id="muted-title"
      title="Membros silenciados"
      empty="Você não silenciou ninguém."
      list={list}
      action="Deixar de silenciar"
      busyUsername={unmute.isPending ? (unmute.variables?.username ?? null) : null}
      onAction={(p) => void lift(p.username, p.displayName)}
    />
  );
}
