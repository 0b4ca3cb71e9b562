import { useState, type FormEvent } from 'react';
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus, type VoterDetail } from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import type { ErrorText } from '../../../worker/contracts/errors';

const UPDATE_FAILED: ErrorText<'CONTACT_UPDATE_FAILED'> = 'Erro ao atualizar status de contato';

/** Status and notes; any status may follow any other, every save adds a history entry. */
export function ContactForm({ voter }: { voter: VoterDetail }) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<ContactStatus>(voter.contactStatus);
  const [notes, setNotes] = useState(voter.notes ?? '');
  const save = trpc.artist.updateContact.useMutation({ meta: { errorToast: UPDATE_FAILED } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const saved = await save.mutateAsync({ voteId: voter.voteId, status, notes });
      toast.success('Atualizado!', { description: 'Status de contato atualizado com sucesso.' });
      // The dialog shows the save from the answer: reading the voter again would be audited as a second opening.
      utils.artist.voter.setData(
        { voteId: voter.voteId },
        (d) =>
          d && {
            ...d,
            contactStatus: saved.status,
            notes: saved.notes,
            lastContactAt: saved.at,
            history: [{ at: saved.at, status: saved.status, notes: saved.notes }, ...d.history],
          },
      );
      await Promise.all([utils.artist.voters.invalidate(), utils.artist.stats.invalidate()]);
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded-xl border border-neutral-800 p-4">
      <fieldset>
        <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-300">Status de contato</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {CONTACT_STATUSES.map((s) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-800 px-3 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-400/10"
            >
              <input
                type="radio"
                name="contact-status"
                value={s}
                checked={status === s}
                onChange={() => setStatus(s)}
                className="accent-brand-400"
              />
              {CONTACT_STATUS_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-semibold text-neutral-200">
        Anotações
        <textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={1000}
          rows={3}
          className="rounded-lg border border-neutral-700 bg-neutral-950 p-3 text-base font-normal text-neutral-50 focus:outline-2 focus:outline-brand-400"
        />
      </label>
      <Button type="submit" loading={save.isPending} className="self-start">
        Salvar contato
      </Button>
    </form>
  );
}
