import { toast } from '../../components/ui/toaster';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';

/** The feed's own controls on a post's author and the post: pin (the artist), mute and block, each with its toast. */
export function usePostControls() {
  const utils = trpc.useUtils();
  const refreshFeed = () => Promise.all([utils.feed.list.invalidate(), utils.feed.post.invalidate()]);
  const failed = (errorToast: string) => ({ meta: { errorToast, errorDescription: RETRY_LATER } });
  const pin = trpc.feed.pin.useMutation({ ...failed('Erro ao fixar'), onSuccess: refreshFeed });
  const unpin = trpc.feed.unpin.useMutation({ ...failed('Erro ao desafixar'), onSuccess: refreshFeed });
  const refreshMuted = () => Promise.all([refreshFeed(), utils.feed.muted.invalidate()]);
  const mute = trpc.feed.mute.useMutation({ ...failed('Erro ao silenciar'), onSuccess: refreshMuted });
  const unmute = trpc.feed.unmute.useMutation({ ...failed('Erro ao deixar de silenciar'), onSuccess: refreshMuted });
  const block = trpc.messages.block.useMutation({
    ...failed('Erro ao bloquear'),
    onSuccess: () => Promise.all([refreshFeed(), utils.messages.blocked.invalidate(), utils.messages.conversations.invalidate()]),
  });

  // A failure is told by the mutation's meta; the caller only learns whether it worked.
  const run = (work: () => Promise<unknown>, done: string) =>
    work().then(
      () => {
        toast.success(done);
        return true;
      },
      () => false,
    );

  return {
    busy: pin.isPending || unpin.isPending || mute.isPending || unmute.isPending || block.isPending,
    blocking: block.isPending,
    pin: (postId: string) => run(() => pin.mutateAsync({ postId }), 'Post fixado no topo.'),
    unpin: (postId: string) => run(() => unpin.mutateAsync({ postId }), 'Post desafixado.'),
    mute: (username: string, name: string) => run(() => mute.mutateAsync({ username }), `Você não verá mais os posts de ${name}.`),
    unmute: (username: string, name: string) => run(() => unmute.mutateAsync({ username }), `${name} voltou ao seu feed.`),
    block: (username: string) => run(() => block.mutateAsync({ username }), 'Membro bloqueado.'),
  };
}
