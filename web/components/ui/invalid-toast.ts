import { toast } from './toaster';

/** Below Tailwind's `sm`: the toasts span the bottom of the screen (toaster.tsx). */
const PHONE = '(max-width: 639px)';

/**
 * The first problem of a form whose fields say their own problems on their own lines. On a wider
 * screen it is a toast too, as the site's errors are; on a phone a toast across the bottom sits
 * over the form's buttons, and the field's line (the form focuses that field) already says it.
 */
export function toastInvalid(message: string | undefined, description?: string) {
  if (!message || matchMedia(PHONE).matches) return;
  toast.error(message, description === undefined ? undefined : { description });
}
