import { Ban, CheckCircle2, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  SUSPENSION_LABELS,
  SUSPENSION_LENGTHS,
  type ReportQueueItem,
  type SuspensionLength,
} from '../../../worker/contracts/moderation';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { RETRY_LATER } from '../../lib/error-pipe';

const KIND = { post: 'Post', comment: 'Comentário', message: 'Mensagem', member: 'Membro' } as const;
const THIS = { post: 'este post', comment: 'este comentário', message: 'esta mensagem', member: 'este membro' } as const;
const HISTORY = {
  remove: 'Removido',
  warn: 'Advertência',
  suspend: 'Suspensão',
  dismiss: 'Denúncias ignoradas',
  unsuspend: 'Reativado',
  pin: 'Fixado',
  unpin: 'Desafixado',
} as const;

const ACTOR = { painel: 'painel', artista: 'conta do artista', sistema: 'fim automático' } as const;

type Action = 'remove' | 'warn' | 'suspend' | 'dismiss';

/** One reported item: what it says, who wrote it, why it was reported, its history, and the four actions, each confirmed. */
export function ReportCard({ card }: { card: ReportQueueItem }) {
  const utils = trpc.useUtils();
  const done = () =>
    Promise.all([
      utils.artist.reports.invalidate(),
      utils.artist.reportCount.invalidate(),
      utils.artist.suspended.invalidate(),
      utils.artist.auditLog.invalidate(),
    ]);
  const options = { onSuccess: done, meta: { errorToast: 'Erro na moderação', errorDescription: RETRY_LATER } };
  const remove = trpc.artist.removeReported.useMutation(options);
  const warn = trpc.artist.warn.useMutation(options);
  const dismiss = trpc.artist.dismiss.useMutation(options);
  const suspend = trpc.artist.suspend.useMutation(options);
  const [asking, setAsking] = useState<Action | null>(null);
  const [length, setLength] = useState<SuspensionLength>('7d');
  const [hidePosts, setHidePosts] = useState(false);
  const target = { targetType: card.targetType, targetId: card.targetId };
  const removable = card.targetType !== 'member' && !card.gone;
  const who = `${card.author.displayName} (@${card.author.username})`;

  const run = async () => {
    try {
      if (asking === 'remove' && card.targetType !== 'member')
        await remove.mutateAsync({ targetType: card.targetType, targetId: card.targetId });
      if (asking === 'warn') await warn.mutateAsync(target);
      if (asking === 'dismiss') await dismiss.mutateAsync(target);
      if (asking === 'suspend') await suspend.mutateAsync({ memberId: card.author.userId, length, hidePosts, item: target });
      toast.success(DONE[asking ?? 'dismiss']);
      setAsking(null);
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };
  const pending = remove.isPending || warn.isPending || dismiss.isPending || suspend.isPending;
  const noun = THIS[card.targetType];

  return (
    <li
      aria-label={`Denúncia: ${KIND[card.targetType]} de ${card.author.displayName}`}
      className="flex flex-col gap-3 rounded-xl border border-neutral-800 bg-neutral-950/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-bold uppercase text-red-300">{KIND[card.targetType]}</span>
        <strong className="text-neutral-50">{who}</strong>
        {card.author.suspended && <span className="rounded-full bg-neutral-800 px-2 py-0.5 text-xs text-neutral-300">Suspenso</span>}
        <span className="text-neutral-400">
          {card.reporters} {card.reporters === 1 ? 'denúncia' : 'denúncias'} · {card.priorRemovals}{' '}
          {card.priorRemovals === 1 ? 'remoção anterior' : 'remoções anteriores'}
        </span>
      </div>
      {card.content && <p className="whitespace-pre-line break-words rounded-lg bg-neutral-900 p-3 text-neutral-100">{card.content}</p>}
      {card.media.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Mídia">
          {card.media.map((m) => (
            <li key={m.url}>
              {m.type === 'image' ? (
                <img src={m.url} alt="" className="size-24 rounded-lg object-cover" />
              ) : (
                <a href={m.url} className="text-sm underline" target="_blank" rel="noopener">
                  {m.type === 'video' ? 'Vídeo' : 'Áudio'}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {card.hasPrivateImage && <p className="text-sm text-neutral-400">Imagem enviada em conversa privada (não exibida no painel).</p>}
      {card.gone && <p className="text-sm text-neutral-400">Este item já não aparece para ninguém.</p>}
      <ul aria-label="Motivos" className="flex flex-wrap gap-2 text-xs">
        {card.reasons.map((r) => (
          <li key={r.reason} className="rounded-full bg-neutral-800 px-2.5 py-1 font-semibold text-neutral-200">
            {REPORT_REASON_LABELS[r.reason]} ({r.count})
          </li>
        ))}
      </ul>
      {card.details.map((d, i) => (
        <blockquote key={i} className="border-l-2 border-neutral-700 pl-3 text-sm text-neutral-300">
          {d}
        </blockquote>
      ))}
      {card.history.length > 0 && (
        <div>
          <h4 className="text-xs font-bold uppercase text-neutral-400">Histórico</h4>
          <ol className="mt-1 text-sm text-neutral-300">
            {card.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.at)} · {HISTORY[h.action]} ({ACTOR[h.actor]})
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {removable && (
          <Button variant="danger" onClick={() => setAsking('remove')}>
            <Trash2 className="size-4" aria-hidden />
            Remover
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAsking('warn')}>
          <ShieldAlert className="size-4" aria-hidden />
          Advertir
        </Button>
        <Button variant="secondary" onClick={() => setAsking('suspend')} disabled={card.author.suspended}>
          <Ban className="size-4" aria-hidden />
          Suspender membro
        </Button>
        <Button variant="ghost" onClick={() => setAsking('dismiss')}>
          <CheckCircle2 className="size-4" aria-hidden />
          Ignorar
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? TITLE[asking](noun, card.author.displayName) : ''}
        description={asking ? EXPLAIN[asking] : undefined}
        confirmLabel={asking ? LABEL[asking] : ''}
        tone={asking === 'dismiss' || asking === 'warn' ? 'primary' : 'danger'}
        pending={pending}
        onConfirm={() => void run()}
      >
        {asking === 'suspend' && (
          <div className="flex flex-col gap-3">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-sm font-semibold text-neutral-200">Por quanto tempo?</legend>
              {SUSPENSION_LENGTHS.map((l) => (
                <label
                  key={l}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-800 px-3 has-[:checked]:border-brand-400"
                >
                  <input
                    type="radio"
                    name="duracao"
                    value={l}
                    checked={length === l}
                    onChange={() => setLength(l)}
                    className="accent-brand-400"
                  />
                  {SUSPENSION_LABELS[l]}
                </label>
              ))}
            </fieldset>
            <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-200">
              <input
                type="checkbox"
                checked={hidePosts}
                onChange={(e) => setHidePosts(e.target.checked)}
                className="size-4 accent-brand-400"
              />
              Ocultar os posts e comentários do membro enquanto estiver suspenso
            </label>
          </div>
        )}
      </ConfirmDialog>
    </li>
  );
}

const TITLE: Record<Action, (noun: string, name: string) => string> = {
  remove: (item) => `Remover ${item}?`,
  warn: (_, name) => `Advertir ${name}?`,
  suspend: (_, name) => `Suspender ${name}?`,
  dismiss: () => 'Ignorar estas denúncias?',
};
const EXPLAIN: Record<Action, string> = {
  remove: 'Some para todos, a mídia deixa de ser exibida e o autor é avisado.',
  warn: 'O membro recebe uma advertência da moderação. O conteúdo continua publicado.',
  suspend: 'O membro é desconectado na hora e não consegue entrar até o fim da suspensão.',
  dismiss: 'As denúncias saem da fila e ninguém é avisado.',
};
const LABEL: Record<Action, string> = { remove: 'Remover', warn: 'Advertir', suspend: 'Suspender membro', dismiss: 'Ignorar' };
const DONE: Record<Action, string> = {
  remove: 'Item removido',
  warn: 'Advertência enviada',
  suspend: 'Membro suspenso',
  dismiss: 'Denúncias ignoradas',
};
