import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Labelled input with its error under it (aria-invalid + aria-describedby for screen readers). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, id, className, ...rest }, ref) {
  const inputId = id ?? `f-${rest.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-neutral-200">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(
          'min-h-11 rounded-lg border bg-neutral-950 px-3 text-base text-neutral-50 placeholder:text-neutral-500 focus:outline-2 focus:outline-brand-400',
          error ? 'border-red-500' : 'border-neutral-700',
          className,
        )}
        {...rest}
      />
      {hint && !error && <p className="text-xs text-neutral-400">{hint}</p>}
      {error && (
        <p id={`${inputId}-error`} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
