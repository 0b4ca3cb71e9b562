import { isPhone, toast } from './toaster';

/**
 * The first problem of a form whose fields say their own problems on their own lines. On a wider
 * screen it is a toast too, as the site's errors are; on a phone a toast across the bottom sits
 * over the form's buttons, and the field's line (the form focuses that field) already says it.
 */
export function toastInvalid(message: string | undefined, description?: string) {
  if (!message || isPhone()) return;
  toast.error(message, description === undefined ? undefined : { description });
}
