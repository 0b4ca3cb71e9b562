import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { PUSH_TEXTS } from '../../../worker/contracts/push';
import { toast } from '../../components/ui/toaster';
import { RETRY_LATER } from '../../lib/error-pipe';
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
  useEffect(() => {
    setSupport(pushSupport());
    let live = true;
    void currentSubscription().then(
      (s) => live && setOn(!!s),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const browserFailed = (e: unknown) => {
    // The server's refusal was shown by the pipe; only the browser's own failure is said here.
    if (!(e instanceof TRPCClientError)) toast.error(PUSH_TEXTS.failed, { description: RETRY_LATER });
  };

  /** Resolves true once this browser receives pushes. Called from a tap (browsers ask permission only then). */
  const enable = async (): Promise<boolean> => {
    const key = settings.data?.publicKey ?? (await settings.refetch()).data?.publicKey;
    if (!key) {
      toast.error(PUSH_TEXTS.unsupported);
      return false;
    }
    setBusy(true);
    try {
      const device = await subscribeThisBrowser(key);
      setSupport(pushSupport());
      if (device === 'denied' || device === 'unsupported') {
        toast.error(device === 'denied' ? PUSH_TEXTS.denied : PUSH_TEXTS.unsupported);
        return false;
      }
      await subscribe.mutateAsync(device);
      setOn(true);
      toast.success(PUSH_TEXTS.turnedOn);
      return true;
    } catch (e) {
      browserFailed(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) await unsubscribe.mutateAsync({ endpoint });
      setOn(false);
      toast.success(PUSH_TEXTS.turnedOff);
    } catch (e) {
      browserFailed(e);
    } finally {
      setBusy(false);
    }
  };

  return { settings, support, on, busy, enable, disable };
}
