import { X } from '../icons/landing-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { hostToasts } from './toaster';
import { useBackCloses } from './use-back-closes';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Native <dialog> as a modal: focus trap, Esc and backdrop close come from the browser; on a phone, Back closes it too. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useBackCloses(open, () => onOpenChange(false));
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    return open ? hostToasts(el) : undefined;
  }, [open]);

  return (
    // A tap on the backdrop closes, as people expect of a modal; the keyboard closes it with Esc (native to <dialog>).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={title}
      onClose={() => onOpenChange(false)}
      onClick={(e) => {
        if (e.target === ref.current) onOpenChange(false);
      }}
      className={cn(
        'm-auto max-h-[92dvh] w-[min(100%-1.5rem,32rem)] overflow-y-auto rounded-2xl border border-neutral-800 bg-neutral-900 p-0 text-neutral-50 shadow-2xl backdrop:bg-black/70',
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 className="font-display text-xl font-black uppercase">{title}</h2>
              {description && <div className="mt-1 text-sm text-neutral-400">{description}</div>}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-full p-2 text-neutral-400 hover:bg-neutral-800 hover:text-white"
              aria-label="Fechar"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
