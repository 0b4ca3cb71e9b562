import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Focuses the field a toast just named and brings it to the middle of its dialog: at the bottom
 * edge it would sit under the sticky action bar, or under the toast lifted above that bar.
 */
export function focusField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  form.setFocus(name);
  // react-hook-form focuses on a timer of its own; this one runs after it.
  setTimeout(() => {
    const el = document.activeElement;
    if (el instanceof HTMLElement && el.getAttribute('name') === name) el.scrollIntoView({ block: 'center' });
  });
}
