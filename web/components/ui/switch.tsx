import { useId } from 'react';
import { cn } from './cn';

interface SwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The visible label; the switch is named by it. */
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch"): the whole row is the target, at least 44 px tall. */
export function Switch({ checked, onChange, label, hint, disabled }: SwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-nome`}
      aria-describedby={hint ? `${id}-dica` : undefined}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex min-h-11 w-full items-center justify-between gap-4 rounded-lg px-1 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span className="flex flex-col">
        <span id={`${id}-nome`} className="text-sm font-semibold text-neutral-100">
          {label}
        </span>
        {hint && (
          <span id={`${id}-dica`} className="text-xs text-neutral-400">
            {hint}
          </span>
        )}
      </span>
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-brand-400' : 'bg-neutral-700',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}
