import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { clearArtistExpiry, storeArtistExpiry } from './artist-expiry';
import type { ErrorText } from '../../../worker/contracts/errors';

const EXPIRED: ErrorText<'ARTIST_UNAUTHORIZED'> = 'Sessão do painel expirada. Entre novamente.';

/**
 * Keeps the dashboard honest about its session: stores the server's expiry,
 * goes back to the login when it passes, and `leave()` is Sair (revoked on
 * the server, then the expiry cleared here).
 */
export function useArtistSession() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const session = trpc.artist.session.useQuery(undefined, { retry: false });
  const logout = trpc.artist.logout.useMutation();

  const toLogin = useCallback(async () => {
    clearArtistExpiry();
    await utils.artist.invalidate();
    await navigate({ to: '/admin/painel-artista', replace: true });
  }, [navigate, utils]);

  const expiresAt = session.data?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    storeArtistExpiry(expiresAt);
    // setTimeout holds at most ~24.8 days; a panel session lasts hours.
    const timer = setTimeout(
      () => {
        toast.info(EXPIRED);
        void toLogin();
      },
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, toLogin]);

  useEffect(() => {
    if (session.isError) void toLogin();
  }, [session.isError, toLogin]);

  const leave = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Already expired or revoked on the server: leaving is what was asked either way.
    }
    await toLogin();
  };
  return { leave, leaving: logout.isPending };
}
