import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';

/** The feed's own controls on a post's author and the post: pin (the artist), mute and block, each with its toast. */
export function usePostControls() {
  const utils = trpc.useUtils();
  const refreshFeed = () => Promise.all([utils.feed.list.invalidate(), utils.feed.post.invalidate()]);
  const pin = trpc.feed.pin.useMutation({ onSuccess: refreshFeed });
  const unpin = trpc.feed.unpin.useMutation({ onSuccess: refreshFeed });
  const mute = trpc.feed.mute.useMutation({ onSuccess: () => Promise.all([refreshFeed(), utils.feed.muted.invalidate()]) });
  const unmute = trpc.feed.unmute.useMutation({ onSuccess: () => Promise.all([refreshFeed(), utils.feed.muted.invalidate()]) });
  const block = trpc.messages.block.useMutation({
    onSuccess: () => Promise.all([refreshFeed(), utils.messages.blocked.invalidate(), utils.messages.conversations.invalidate()]),
  });

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast.success(done);
      return true;
    } catch (e) {
      toast.error(failed, { description: readError(e, 'Tente novamente em alguns minutos.').message });
      return false;
    }
  };

  return {
    busy: pin.isPending || unpin.isPending || mute.isPending || unmute.isPending || block.isPending,
    blocking: block.isPending,
    pin: (postId: string) => run(() => pin.mutateAsync({ postId }), 'Post fixado no topo.', 'Erro ao fixar'),
    unpin: (postId: string) => run(() => unpin.mutateAsync({ postId }), 'Post desafixado.', 'Erro ao desafixar'),
    mute: (username: string, name: string) =>
      run(() => mute.mutateAsync({ username }), `Você não verá mais os posts de ${name}.`, 'Erro ao silenciar'),
    unmute: (username: string, name: string) =>
      run(() => unmute.mutateAsync({ username }), `${name} voltou ao seu feed.`, 'Erro ao deixar de silenciar'),
    block: (username: string) => run(() => block.mutateAsync({ username }), 'Membro bloqueado.', 'Erro ao bloquear'),
  };
}
