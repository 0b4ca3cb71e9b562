import { createFileRoute, redirect } from '@tanstack/react-router';
import { POLL_ANCHOR } from '../lib/scroll';

/** Old share links: /votacao goes straight to the poll on the landing. */
export const Route = createFileRoute('/votacao')({
  beforeLoad: () => {
    throw redirect({ to: '/', hash: POLL_ANCHOR, replace: true });
  },
});
