import { trpc } from '../../lib/trpc';
import { PeopleList } from './people-list';

/** The members this member muted ('Silenciar' in a post's menu), each with 'Deixar de silenciar'. */
export function MutedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.feed.muted.useQuery();
  const unmute = trpc.feed.unmute.useMutation({
    meta: { errorToast: 'Erro ao deixar de silenciar', errorDescription: 'Tente novamente.' },
    onSuccess: () => Promise.all([utils.feed.muted.invalidate(), utils.feed.list.invalidate()]),
  });
  return (
    <PeopleList
      id="muted-title"
      title="Membros silenciados"
      empty="Você não silenciou ninguém."
      list={list}
      action="Deixar de silenciar"
      lift={unmute}
      done={(p) => `${p.displayName} voltou ao seu feed.`}
    />
  );
}
