import { createFileRoute, redirect } from '@tanstack/react-router';

/** A shared live (/ao-vivo, whose HTML carries the live's link preview): the member's page with the 'Próxima live' card. */
export const Route = createFileRoute('/ao-vivo')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
