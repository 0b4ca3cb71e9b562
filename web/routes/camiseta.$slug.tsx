import { createFileRoute, redirect } from '@tanstack/react-router';
import { designAnchor } from '../lib/scroll';

/** A shared design (/camiseta/<slug>, whose HTML carries that shirt's link preview): the poll, on that design's card. */
export const Route = createFileRoute('/camiseta/$slug')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/', hash: designAnchor(params.slug.toLowerCase()), replace: true });
  },
});
