import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ConfirmEmailBanner } from '../features/auth/confirm-email-banner';
import { requireMember } from '../features/shell/require-session';
import { onSessionEnded } from '../lib/session-events';

/** Pathless layout for member pages: no session, straight to /auth before anything renders. */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => requireMember(context),
  component: MemberLayout,
});

/** The 'Confirme seu e-mail' banner over each page. When the session ends while a protected page is open (expiry, sign-out in another tab), go to /auth. */
function MemberLayout() {
  const navigate = useNavigate();
  useEffect(() => onSessionEnded(() => void navigate({ to: '/auth', replace: true })), [navigate]);
  return (
    <>
      <ConfirmEmailBanner />
      <Outlet />
    </>
  );
}
