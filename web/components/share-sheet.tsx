import { useEffect, useRef } from 'react';
import { LINK_COPIED, whatsappShareUrl, type ShareTarget } from '../../worker/contracts/share';
import { Copy } from './icons/landing-icons';
import { toast } from './ui/toaster';

/**
 * The system's share sheet (Web Share). 'shared' once the person picked where to send it,
 * 'cancelled' when they closed it, 'unsupported' where the browser has none: then the menu below.
 */
export async function shareNatively(target: ShareTarget): Promise<'shared' | 'cancelled' | 'unsupported'> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  try {
    await navigator.share(target);
    return 'shared';
  } catch (e) {
    // AbortError: the person closed the sheet. Anything else (not allowed here): the menu still works.
    return e instanceof DOMException && e.name === 'AbortError' ? 'cancelled' : 'unsupported';
  }
}

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-neutral-100 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-400';

function WhatsAppMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 text-[#25D366]" fill="currentColor" aria-hidden>
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5 5 0 0 0 1 2.7 11.5 11.5 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}

/** Where there is no share sheet: 'WhatsApp' (wa.me with the text and link) and 'Copiar link' ('Link copiado!'). */
export function ShareMenu({ target, onClose, onShared }: { target: ShareTarget; onClose: () => void; onShared?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (e: PointerEvent) => !ref.current?.parentElement?.contains(e.target as Node) && onClose();
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [onClose]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      toast.success(LINK_COPIED);
      onShared?.();
    } catch {
      toast.info(`Copie o link: ${target.url}`);
    }
    onClose();
  };
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`Compartilhar: ${target.title}`}
      className="absolute top-full right-0 z-30 mt-1 flex w-44 flex-col gap-0.5 rounded-xl border border-white/10 bg-neutral-900 p-1.5 shadow-xl shadow-black/60"
    >
      <a
        role="menuitem"
        href={whatsappShareUrl(target.text, target.url)}
        target="_blank"
        rel="noopener noreferrer"
        className={item}
        onClick={() => {
          onShared?.();
          onClose();
        }}
      >
        <WhatsAppMark />
        WhatsApp
      </a>
      <button role="menuitem" type="button" className={item} onClick={() => void copy()}>
        <Copy className="size-5 text-neutral-300" />
        Copiar link
      </button>
    </div>
  );
}
