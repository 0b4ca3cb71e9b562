import { Button } from '../../components/ui/button';
import { ErrorLine } from '../../components/ui/error-line';

type Person = { userId: string; username: string; displayName: string };

/**
 * A settings list of members (muted, blocked) with one action each: its title, the empty text,
 * the action's label, and which username is being worked on (its button shows the spinner).
 */
export function PeopleList({
  id,
  title,
  empty,
  list,
  action,
  busyUsername,
  onAction,
}: {
  id: string;
  title: string;
  empty: string;
  list: { data?: Person[]; isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  action: string;
  busyUsername: string | null;
  onAction: (person: Person) => void;
}) {
  const people = list.data ?? [];
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
            <Button type="button" variant="secondary" loading={busyUsername === p.username} onClick={() => onAction(p)}>
              {action}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
