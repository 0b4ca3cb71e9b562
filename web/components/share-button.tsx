import { Suspense, useState, type ReactNode } from 'react';
import type { ShareTarget } from '../../worker/contracts/share';
import { Share2 } from './icons/landing-icons';
import { ChunkBoundary, retryableLazy } from './ui/chunk-boundary';
import { cn } from './ui/cn';

// The share code (Web Share, the WhatsApp / 'Copiar link' menu, the clipboard) loads on the first press, never with the page.
const loadSheet = () => import('./share-sheet');
const ShareMenu = retryableLazy(() => loadSheet().then((m) => ({ default: m.ShareMenu })));

/** A thing to share: the title and short text, and the page's path (made absolute here). */
export interface ShareRequest extends Omit<ShareTarget, 'url'> {
  path: string;
}

export interface ShareButtonProps {
  share: () => ShareRequest;
  /** The button's accessible name ('Compartilhar' unless the place says more). */
  label?: string;
  /** After the share sheet reports a share, or WhatsApp or 'Copiar link' was chosen. */
  onShared?: () => void;
  className?: string;
  /** The button's content; the share icon alone when absent. */
  children?: ReactNode;
}

/**
 * 'Compartilhar': on phones the system's share sheet (Web Share: title, text and link); where the
 * browser has none (most desktops), a small menu with 'WhatsApp' and 'Copiar link' under the button.
 */
export function ShareButton({ share, label = 'Compartilhar', onShared, className, children }: ShareButtonProps) {
  const [menu, setMenu] = useState<ShareTarget | null>(null);
  const press = async () => {
    const { path, ...rest } = share();
    const target = { ...rest, url: new URL(path, window.location.origin).href };
    // No connection for the share code: the button stays, and the next press tries again.
    const sheet = await loadSheet().catch(() => null);
    if (!sheet) return;
    const result = await sheet.shareNatively(target);
    if (result === 'shared') onShared?.();
    else if (result === 'unsupported') setMenu(target);
  };
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        onClick={() => void press()}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-neutral-400',
          className,
        )}
      >
        {children ?? <Share2 className="size-5" />}
      </button>
      {menu && (
        <ChunkBoundary resetKey={menu} onError={() => setMenu(null)}>
          <Suspense fallback={null}>
            <ShareMenu target={menu} onClose={() => setMenu(null)} onShared={onShared} />
          </Suspense>
        </ChunkBoundary>
      )}
    </span>
  );
}
