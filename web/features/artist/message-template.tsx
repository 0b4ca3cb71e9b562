import { MessageCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  fillTemplate,
  whatsappLink,
  type ContactStatus,
  type VoterDetail,
} from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

/** A ready WhatsApp message per status, with the voter's first name and coupon; the artist can edit each template. */
export function MessageTemplate({ voter }: { voter: VoterDetail }) {
  const utils = trpc.useUtils();
  const templates = trpc.artist.templates.useQuery();
  const save = trpc.artist.saveTemplate.useMutation({ meta: { errorToast: 'Erro ao salvar modelo' } });
  const [status, setStatus] = useState<ContactStatus>(voter.contactStatus);
  const [editing, setEditing] = useState<string | null>(null);
  const body = templates.data?.[status] ?? '';
  const text = fillTemplate(body, voter);

  const saveTemplate = async () => {
    if (editing === null) return;
    try {
      await save.mutateAsync({ status, body: editing });
      await utils.artist.templates.invalidate();
      setEditing(null);
      toast.success('Modelo salvo!');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <section aria-labelledby="template-title" className="flex flex-col gap-3 rounded-xl border border-neutral-800 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="template-title" className="text-sm font-bold uppercase tracking-wide text-neutral-300">
          Mensagem pronta
        </h3>
        <select
          aria-label="Modelo de mensagem"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContactStatus);
            setEditing(null);
          }}
          className="min-h-11 rounded-lg border border-neutral-700 bg-neutral-950 px-2 text-sm"
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONTACT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {editing === null ? (
        <p className="whitespace-pre-wrap rounded-lg bg-neutral-950 p-3 text-sm text-neutral-200">{text}</p>
      ) : (
        <label className="flex flex-col gap-1 text-sm text-neutral-300">
          Modelo ({'{nome}'} = primeiro nome, {'{cupom}'} = cupom)
          <textarea
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            maxLength={1000}
            rows={3}
            className="rounded-lg border border-neutral-700 bg-neutral-950 p-3 text-base text-neutral-50"
          />
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        {editing === null ? (
          <>
            <a
              href={whatsappLink(voter.whatsapp, text)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-600 px-4 text-sm font-bold uppercase tracking-wide text-white hover:bg-emerald-700"
            >
              <MessageCircle className="size-4" aria-hidden />
              Enviar no WhatsApp
            </a>
            <Button variant="ghost" onClick={() => setEditing(body)}>
              <Pencil className="size-4" aria-hidden />
              Editar modelo
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void saveTemplate()} loading={save.isPending}>
              Salvar modelo
            </Button>
            <Button variant="ghost" onClick={() => setEditing(null)}>
              Cancelar
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
