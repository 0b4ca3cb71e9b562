import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

/** Pick members by @username (several, separated by comma or space, make a group with a name). */
export function NewConversationDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onStarted: (id: string) => void;
}) {
  const utils = trpc.useUtils();
  const [handles, setHandles] = useState('');
  const [name, setName] = useState('');
  const start = trpc.messages.start.useMutation({
    onSuccess: async ({ id }) => {
      await utils.messages.conversations.invalidate();
      setHandles('');
      setName('');
      onOpenChange(false);
      onStarted(id);
    },
  });
  const usernames = handles.split(/[\s,]+/).filter(Boolean);
  const isGroup = usernames.length > 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending || usernames.length === 0) return;
    start.mutate({ usernames, name: isGroup ? name : undefined });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Nova conversa" description="Converse com outros membros pelo @usuário.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="Membro(s)"
          placeholder="@usuario"
          value={handles}
          onChange={(e) => setHandles(e.target.value)}
          hint="Vários @usuários separados por vírgula criam um grupo."
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens from "Nova conversa": its first field, not the close button, takes the focus.
          autoFocus
        />
        {isGroup && <Field label="Nome do grupo" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />}
        {start.error && (
          <p role="alert" className="text-sm text-red-400">
            {readError(start.error, 'Erro ao iniciar conversa').message}
          </p>
        )}
        <Button type="submit" loading={start.isPending} disabled={usernames.length === 0} className="w-full">
          Iniciar conversa
        </Button>
      </form>
    </Dialog>
  );
}
