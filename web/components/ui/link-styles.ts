/** Call-to-action looks for links (buttons.tsx is for <button>s). */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-sm font-bold uppercase tracking-wide transition focus-visible:outline-2 focus-visible:outline-offset-2';

export const CTA_PRIMARY = `${BASE} bg-brand-400 text-neutral-950 hover:bg-brand-500 focus-visible:outline-brand-400`;
export const CTA_PINK = `${BASE} bg-funk-500 text-neutral-950 hover:bg-pink-600 focus-visible:outline-funk-500`;
export const CTA_OUTLINE = `${BASE} border border-white/25 text-neutral-50 hover:border-brand-400 hover:text-brand-400 focus-visible:outline-brand-400`;
