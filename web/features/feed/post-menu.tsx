import { Ban, Flag, MoreHorizontal, Pin, PinOff, Trash2, UserX, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FeedPost } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ReportDialog, type ReportSubject } from '../../components/report-dialog';
import { trpc } from '../../lib/trpc';
import { useCanModerate, useRemoval } from './moderation-menu';
import { usePostControls } from './use-post-controls';

const item =
  'flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm text-neutral-100 hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none disabled:opacity-50';

function MenuItem({
  icon,
  children,
  onSelect,
  disabled,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className={item} onClick={onSelect} disabled={disabled}>
        {icon}
        {children}
      </button>
    </li>
  );
}

/**
 * A post's '⋯' menu: 'Fixar no topo' / 'Desafixar' and 'Remover' for the artist's account;
 * 'Denunciar', 'Denunciar membro', 'Silenciar' / 'Deixar de silenciar' and 'Bloquear' (behind a
 * confirmation) on someone else's post.
 */
export function PostMenu({ post }: { post: FeedPost }) {
  const [open, setOpen] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Already in the cache on /feed (the route's loader): no request of its own.
  const me = trpc.members.dashboard.useQuery();
  const muted = trpc.feed.muted.useQuery(undefined, { enabled: open && !post.isMine });
  const controls = usePostControls();
  const { author } = post;
  const isArtist = me.data?.rights.isArtist === true;
  const isMuted = muted.data?.some((m) => m.userId === author.userId) === true;
  const canModerate = useCanModerate();
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  const removal = useRemoval({ targetType: 'post', targetId: post.id, postId: post.id });

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => root.current?.contains(e.target as Node) || setOpen(false);
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  if (!isArtist && !canModerate && post.isMine) return null;
  const act = (work: () => Promise<unknown>) => {
    setOpen(false);
    void work();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label="Mais opções do post"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
      {open && (
        <ul
          role="menu"
          aria-label="Opções do post"
          className="absolute right-0 z-20 mt-1 w-60 overflow-hidden rounded-xl border border-white/10 bg-neutral-900 py-1 shadow-xl"
        >
          {isArtist &&
            (post.pinned ? (
              <MenuItem
                icon={<PinOff className="size-4" aria-hidden />}
                disabled={controls.busy}
                onSelect={() => act(() => controls.unpin(post.id))}
              >
                Desafixar
              </MenuItem>
            ) : (
              <MenuItem
                icon={<Pin className="size-4" aria-hidden />}
                disabled={controls.busy}
                onSelect={() => act(() => controls.pin(post.id))}
              >
                Fixar no topo
              </MenuItem>
            ))}
          {!post.isMine && (
            <>
              <MenuItem
                icon={<Flag className="size-4" aria-hidden />}
                onSelect={() => act(async () => setSubject({ targetType: 'post', targetId: post.id, label: 'post' }))}
              >
                Denunciar
              </MenuItem>
              <MenuItem
                icon={<UserX className="size-4" aria-hidden />}
                onSelect={() => act(async () => setSubject({ targetType: 'member', targetId: author.userId, label: author.displayName }))}
              >
                Denunciar membro
              </MenuItem>
              {isMuted ? (
                <MenuItem
                  icon={<Volume2 className="size-4" aria-hidden />}
                  disabled={controls.busy}
                  onSelect={() => act(() => controls.unmute(author.username, author.displayName))}
                >
                  Deixar de silenciar
                </MenuItem>
              ) : (
                <MenuItem
                  icon={<VolumeX className="size-4" aria-hidden />}
                  disabled={controls.busy || muted.isPending}
                  onSelect={() => act(() => controls.mute(author.username, author.displayName))}
                >
                  Silenciar
                </MenuItem>
              )}
              <MenuItem
                icon={<Ban className="size-4" aria-hidden />}
                onSelect={() => {
                  setOpen(false);
                  setConfirmBlock(true);
                }}
              >
                Bloquear
              </MenuItem>
            </>
          )}
          {canModerate && (
            <MenuItem icon={<Trash2 className="size-4 text-red-300" aria-hidden />} onSelect={() => act(async () => removal.ask())}>
              <span className="text-red-300">Remover</span>
            </MenuItem>
          )}
        </ul>
      )}
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
      {removal.dialog}
      <Dialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Bloquear ${author.displayName}?`}
        description="Vocês deixam de ver os posts e comentários um do outro, e nenhum dos dois poderá enviar mensagens nem iniciar conversas com o outro. Você pode desbloquear em Configurações."
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setConfirmBlock(false)}>
            Cancelar
          </Button>
          <Button
            type="button"
            variant="danger"
            loading={controls.blocking}
            onClick={() => void controls.block(author.username).then((ok) => ok && setConfirmBlock(false))}
          >
            Bloquear
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
