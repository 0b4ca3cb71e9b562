import { Link, useNavigate } from '@tanstack/react-router';
import { Crown, Lock, MessageCircle } from 'lucide-react';
import type { ErrorText } from '../../../worker/contracts/errors';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

const OURO_ONLY: ErrorText<'ARTIST_ACCESS_OURO_ONLY'> = 'Acesso direto ao MC Mito é um benefício do plano Ouro.';

/**
 * 'Falar com o MC Mito' (/dashboard, /messages): Ouro members open their chat with the artist's
 * account; everyone else reads that it is an Ouro benefit. The artist's own account sees nothing.
 * `onStarted` (the messages page) opens the chat there; without it the button goes to /messages.
 */
export function ArtistChatCard({ onStarted, compact = false }: { onStarted?: (id: string) => void; compact?: boolean }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const access = trpc.messages.artistAccess.useQuery(undefined, { staleTime: 60_000 });
  const start = trpc.messages.startWithArtist.useMutation();

  const open = async () => {
    try {
      const { id } = await start.mutateAsync();
      await utils.messages.conversations.invalidate();
      if (onStarted) onStarted(id);
      else await navigate({ to: '/messages', search: { conversa: id } });
    } catch (e) {
      toast.error(readError(e, 'Erro ao iniciar conversa').message);
    }
  };

  if (access.isPending)
    return <div aria-hidden className={cn('animate-pulse rounded-2xl bg-neutral-900', compact ? 'm-3 h-14' : 'h-24')} />;
  if (access.isError || access.data.state === 'self') return null;
  const allowed = access.data.state === 'allowed';
  return (
    <section
      aria-label="Acesso direto ao MC Mito"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border',
        allowed ? 'border-brand-400/50 bg-brand-400/5' : 'border-white/10 bg-neutral-900',
        // In the messages sidebar (20rem) the text takes the whole width, the button goes under it.
        compact ? 'm-3 p-3' : 'p-5 sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <p className="flex items-start gap-2 text-sm text-neutral-200">
        {allowed ? (
          <Crown className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
        ) : (
          <Lock className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden />
        )}
        {allowed ? 'Seu plano Ouro inclui conversa direta com o MC Mito.' : OURO_ONLY}
      </p>
      {allowed ? (
        <Button onClick={() => void open()} loading={start.isPending} className="shrink-0">
          <MessageCircle className="size-4" aria-hidden />
          Falar com o MC Mito
        </Button>
      ) : (
        <Link
          to="/pricing"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-brand-400 px-4 text-sm font-bold uppercase tracking-wide text-brand-400 hover:bg-brand-400/10"
        >
          Ver planos
        </Link>
      )}
    </section>
  );
}
