import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { meaningfulMoment } from '../../lib/push-moment';

/**
 * 'Seguir' / 'Seguindo' (a toggle button, aria-pressed). The profile's counts change at once and
 * are put back, with a toast, if the server refuses; the 'Seguindo' tab and the member's own
 * counts refetch after.
 */
export function FollowButton({ username, followedByMe }: { username: string; followedByMe: boolean }) {
  const utils = trpc.useUtils();
  const input = { username };
  const options = {
    onMutate: async () => {
      await utils.social.profile.cancel(input);
      const before = utils.social.profile.getData(input);
      utils.social.profile.setData(input, (r) =>
        r?.found
          ? {
              ...r,
              profile: { ...r.profile, followedByMe: !followedByMe, followers: Math.max(0, r.profile.followers + (followedByMe ? -1 : 1)) },
            }
          : r,
      );
      return { before };
    },
    onError: (_e: unknown, _v: unknown, saved: { before: ReturnType<typeof utils.social.profile.getData> } | undefined) =>
      utils.social.profile.setData(input, saved?.before),
    onSettled: () =>
      Promise.all([
        utils.social.profile.invalidate(),
        utils.social.people.invalidate(),
        utils.feed.list.invalidate({ tab: 'seguindo' }),
        utils.members.dashboard.invalidate(),
      ]),
  };
  const follow = trpc.social.follow.useMutation({
    ...options,
    onSuccess: () => meaningfulMoment(),
    meta: { errorToast: 'Não foi possível seguir', errorDescription: RETRY_LATER },
  });
  const unfollow = trpc.social.unfollow.useMutation({
    ...options,
    meta: { errorToast: 'Não foi possível deixar de seguir', errorDescription: RETRY_LATER },
  });
  const busy = follow.isPending || unfollow.isPending;
  return (
    <Button
      variant={followedByMe ? 'secondary' : 'primary'}
      aria-pressed={followedByMe}
      disabled={busy}
      onClick={() => (followedByMe ? unfollow.mutate(input) : follow.mutate(input))}
      className="min-w-36"
    >
      {followedByMe ? <UserCheck className="size-4" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
      {followedByMe ? 'Seguindo' : 'Seguir'}
    </Button>
  );
}
