import { Button } from '../../components/ui/button';
import { ErrorLine } from '../../components/ui/error-line';
import { toast } from '../../components/ui/toaster';
import { ignoreShownError } from '../../lib/error-pipe';

type Person = { userId: string; username: string; displayName: string };

/**
 * A settings list of members (muted, blocked) with one action each: its title, the empty text,
 * the action's label, the mutation it runs on a username (its meta tells a failure; the person's
 * button shows the spinner meanwhile) and the success toast.
 */
export function PeopleList({
  id,
  title,
  empty,
  list,
  action,
  lift,
  done,
}: {
  id: string;
  title: string;
  empty: string;
  list: { data?: Person[]; isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  action: string;
  lift: { mutateAsync: (input: { username: string }) => Promise<unknown>; isPending: boolean; variables?: { username: string } };
  done: (person: Person) => string;
}) {
  const people = list.data ?? [];
  const busyUsername = lift.isPending ? (lift.variables?.username ?? null) : null;
  const onAction = (p: Person) => lift.mutateAsync({ username: p.username }).then(() => void toast.success(done(p)), ignoreShownError);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold text-neutral-200">
        {title}
      </h2>
      {list.isPending && <p className="text-sm text-neutral-400">Carregando…</p>}
      {list.isError && <ErrorLine className="text-sm text-red-400" error={list.error} fallback="Erro ao carregar" />}
      {list.isSuccess && people.length === 0 && <p className="text-sm text-neutral-400">{empty}</p>}
      <ul className="flex flex-col gap-2">
        {people.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-2 text-sm text-neutral-200">
            <span className="min-w-0 truncate">
              {p.displayName} <span className="text-neutral-400">@{p.username}</span>
            </span>
            <Button type="button" variant="secondary" loading={busyUsername === p.username} onClick={() => void onAction(p)}>
              {action}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
