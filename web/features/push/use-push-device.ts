import { useEffect, useState } from 'react';
import { PUSH_TEXTS } from '../../../worker/contracts/push';
import { toast } from '../../components/ui/toaster';
import { ignoreShownError, RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { currentSubscription, pushSupport, subscribeThisBrowser, unsubscribeThisBrowser, type PushSupport } from './push-device';

/**
 * 'Notificações neste aparelho': whether this browser gets pushes, and turning it on (the browser's
 * permission, a subscription, the server told) or off. The server's failures reach the person
 * through the query client's pipe; the browser's own are said here.
 */
export function usePushDevice() {
  const settings = trpc.push.settings.useQuery(undefined, { staleTime: 60_000 });
  const subscribe = trpc.push.subscribe.useMutation({ meta: { errorToast: PUSH_TEXTS.failed, errorDescription: RETRY_LATER } });
  const unsubscribe = trpc.push.unsubscribe.useMutation({
    meta: { errorToast: 'Não foi possível desativar as notificações.', errorDescription: RETRY_LATER },
  });
  const [support, setSupport] = useState<PushSupport>('unsupported');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown on only when the server has it too: a browser subscribed in an ended session (a password
  // change elsewhere) is told again once; the refusal of a browser the site no longer accepts shows off.
  const resync = trpc.push.subscribe.useMutation();
  const { mutateAsync: tellServer } = resync;
  useEffect(() => {
    setSupport(pushSupport());
    let live = true;
    void currentSubscription()
      .then(async (s) => {
        if (!s || Notification.permission !== 'granted') return false;
        const json = s.toJSON();
        await tellServer({ endpoint: json.endpoint ?? s.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } });
        return true;
      })
      .then(
        (held) => live && setOn(held),
        () => live && setOn(false),
      );
    return () => {
      live = false;
    };
  }, [tellServer]);

  // The server's refusals are shown by the query client's pipe; only the browser's own failures are said here.
  const browserFailed = () => void toast.error(PUSH_TEXTS.failed, { description: RETRY_LATER });

  /** Resolves true once this browser receives pushes. Called from a tap (browsers ask permission only then). */
  const enable = async (): Promise<boolean> => {
    const key = settings.data?.publicKey ?? (await settings.refetch()).data?.publicKey;
    if (!key) {
      toast.error(PUSH_TEXTS.unsupported);
      return false;
    }
    setBusy(true);
    try {
      const device = await subscribeThisBrowser(key).catch(() => null);
      setSupport(pushSupport());
      if (device === null) {
        browserFailed();
        return false;
      }
      if (device === 'denied' || device === 'unsupported') {
        toast.error(device === 'denied' ? PUSH_TEXTS.denied : PUSH_TEXTS.unsupported);
        return false;
      }
      const saved = await subscribe.mutateAsync(device).then(() => true, ignoreShownError);
      if (!saved) return false;
      setOn(true);
      toast.success(PUSH_TEXTS.turnedOn);
      return true;
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisBrowser().catch(() => undefined);
      if (endpoint === undefined) return browserFailed();
      if (endpoint && !(await unsubscribe.mutateAsync({ endpoint }).then(() => true, ignoreShownError))) return;
      setOn(false);
      toast.success(PUSH_TEXTS.turnedOff);
    } finally {
      setBusy(false);
    }
  };

  return { settings, support, on, busy, enable, disable };
}
