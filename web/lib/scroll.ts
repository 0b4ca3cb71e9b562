/** The poll section's anchor: the header button, /votacao and `?enquete=1` all lead here. */
export const POLL_ANCHOR = 'enquete-oficial';

/** One design's card in the poll: `#camiseta-<slug>` (a shared design's link, /camiseta/<slug>, leads here). */
export const DESIGN_ANCHOR_PREFIX = 'camiseta-';
export const designAnchor = (slug: string) => `${DESIGN_ANCHOR_PREFIX}${slug}`;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the element with this id into view (smoothly unless the visitor asked for less motion)
 * and moves keyboard focus there without a second jump. Returns false when it is not on the page.
 */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
