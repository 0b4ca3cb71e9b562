import { Eye, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_STATUS_LABELS, telLink, whatsappLink, type VoterListRow } from '../../../worker/contracts/artist';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime, formatWhatsapp } from '../../lib/format';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';
import { ContactForm } from './contact-form';
import { MessageTemplate } from './message-template';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-xs font-semibold uppercase tracking-wide text-neutral-400 sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 break-words text-neutral-100">{children}</dd>
    </div>
  );
}

/** A voter's contact data (each opening is audited), the CPF on request (audited), contact status and history. */
export function VoterDialog({ row, onClose }: { row: VoterListRow | null; onClose: () => void }) {
  const open = row !== null;
  const voteId = row?.voteId ?? '';
  const voter = trpc.artist.voter.useQuery({ voteId }, { enabled: open, staleTime: Infinity, retry: false });
  const reveal = trpc.artist.revealCpf.useMutation({ meta: { errorToast: 'Erro ao revelar CPF' } });
  const utils = trpc.useUtils();
  const [revealed, setRevealed] = useState<{ voteId: string; cpf: string } | null>(null);
  const d = voter.data;
  const cpf = revealed?.voteId === voteId ? revealed.cpf : null;

  const revealCpf = async () => {
    try {
      setRevealed({ voteId, ...(await reveal.mutateAsync({ voteId })) });
      void utils.artist.auditLog.invalidate();
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={row?.name ?? 'Votante'}
      description={row ? `Cupom ${row.coupon} · ${row.designName}` : undefined}
      className="w-[min(100%-1.5rem,40rem)]"
    >
      {voter.isPending && <p className="text-neutral-400">Carregando…</p>}
      {voter.isError && <ErrorLine className="text-red-400" error={voter.error} fallback="Erro ao carregar votante" />}
      {d && (
        <div className="flex flex-col gap-5">
          <dl className="flex flex-col gap-2 text-sm">
            <Row label="E-mail">
              <a href={`mailto:${d.email}`} className="underline-offset-2 hover:underline">
                {d.email}
              </a>
            </Row>
            <Row label="WhatsApp">{formatWhatsapp(d.whatsapp)}</Row>
            <Row label="CPF">
              <span className="font-mono">{cpf ?? d.cpfMasked}</span>
              {!cpf && (
                <Button
                  variant="ghost"
                  className="ml-2 min-h-9 px-2 py-1 text-xs"
                  onClick={() => void revealCpf()}
                  loading={reveal.isPending}
                >
                  <Eye className="size-4" aria-hidden />
                  Revelar CPF
                </Button>
              )}
            </Row>
            <Row label="Votou em">{formatDateTime(d.votedAt)}</Row>
            <Row label="Status">{CONTACT_STATUS_LABELS[d.contactStatus]}</Row>
          </dl>
          {d.contactAllowed ? (
            <>
              <div className="flex flex-wrap gap-2">
                <a
                  href={whatsappLink(d.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-600 px-4 text-sm font-bold uppercase tracking-wide text-white hover:bg-emerald-700"
                >
                  <MessageCircle className="size-4" aria-hidden />
                  WhatsApp
                </a>
                <a
                  href={telLink(d.whatsapp)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-neutral-800 px-4 text-sm font-bold uppercase tracking-wide hover:bg-neutral-700"
                >
                  <Phone className="size-4" aria-hidden />
                  Ligar
                </a>
              </div>
              <MessageTemplate voter={d} />
            </>
          ) : (
            <p
              role="note"
              className="rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-200"
              data-testid="sem-consentimento"
            >
              Este votante retirou a autorização de contato. Não envie mensagens nem ligue.
            </p>
          )}
          <ContactForm key={`${d.voteId}-${d.history.length}`} voter={d} />
          <section aria-labelledby="history-title">
            <h3 id="history-title" className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-300">
              Histórico de contato
            </h3>
            {d.history.length === 0 ? (
              <p className="text-sm text-neutral-500">Nenhum contato registrado.</p>
            ) : (
              <ol className="flex flex-col gap-2" aria-label="Histórico de contato">
                {d.history.map((h, i) => (
                  <li key={`${h.at}-${i}`} className="rounded-lg border border-neutral-800 bg-neutral-950 p-3 text-sm">
                    <p className="flex flex-wrap justify-between gap-2">
                      <span className="font-semibold">{CONTACT_STATUS_LABELS[h.status]}</span>
                      <time className="tabular-nums text-neutral-400" dateTime={h.at}>
                        {formatDateTime(h.at)}
                      </time>
                    </p>
                    {h.notes && <p className="mt-1 whitespace-pre-wrap text-neutral-300">{h.notes}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
