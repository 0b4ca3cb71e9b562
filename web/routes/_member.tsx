import { createFileRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmEmailBanner } from '../features/auth/confirm-email-banner';
import { LiveNotifications } from '../features/notifications/live-notifications';
import { MemberTabBar } from '../features/shell/member-tab-bar';
import { MemberTopBar } from '../features/shell/member-top-bar';
import { requireMember } from '../features/shell/require-session';
import { mayOfferPush, onMeaningfulMoment } from '../lib/push-moment';
import { onSessionEnded } from '../lib/session-events';

// Loaded only when there is something to offer: no member page pays for it up front.
const PushOffer = lazy(() => import('../features/push/push-offer'));

/** Pathless layout for member pages: no session, straight to /auth before anything renders. */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => requireMember(context, location.href),
  component: MemberLayout,
});

/**
 * The member area's app shell on a phone (slim header, tab bar) and the 'Confirme seu e-mail' banner
 * over each page. When the session ends while a protected page is open (expiry, sign-out in another
 * tab), go to /auth, which returns here.
 */
function MemberLayout() {
  const navigate = useNavigate();
  const router = useRouter();
  const [offer, setOffer] = useState(false);
  useEffect(() => onMeaningfulMoment(() => mayOfferPush() && setOffer(true)), []);
  useEffect(
    () => onSessionEnded(() => void navigate({ to: '/auth', search: { redirect: router.state.location.href }, replace: true })),
    [navigate, router],
  );
  return (
    <>
      <MemberTopBar />
      <ConfirmEmailBanner />
      <Outlet />
      <MemberTabBar />
      <LiveNotifications />
      {offer && (
        <Suspense fallback={null}>
          <PushOffer onClose={() => setOffer(false)} />
        </Suspense>
      )}
    </>
  );
}
