import { X } from '../../components/icons/landing-icons';
import { ChevronLeft, ChevronRight } from '../../components/icons/page-icons';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Photo } from './gallery-photos';

export interface PhotoViewerProps {
  photos: readonly Photo[];
  /** Index of the photo shown; null when closed. */
  index: number | null;
  onIndex: (i: number | null) => void;
}

/** A horizontal move longer than this (px) is a swipe, not a tap. */
const SWIPE = 50;

/**
 * Full-screen viewer: a native modal <dialog> (the page behind is inert, Esc closes, focus stays
 * inside). A click on the photo or backdrop closes it; ← → and a touch swipe change the photo.
 */
export function PhotoViewer({ photos, index, onIndex }: PhotoViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const open = index !== null;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const step = (d: number) => {
    if (index !== null) onIndex((index + d + photos.length) % photos.length);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };
  const photo = index === null ? undefined : photos[index];

  return (
    // A tap on the photo or around it closes, as in every phone gallery; Esc (native) and the Fechar button do from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={photo ? `Foto: ${photo.title}` : 'Foto'}
      onClose={() => onIndex(null)}
      onClick={(e) => {
        // The caption's text can be selected, and the buttons do their own thing.
        if (!(e.target instanceof Element && e.target.closest('figcaption, button'))) onIndex(null);
      }}
      onKeyDown={onKey}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE) return;
        e.preventDefault(); // a swipe is not a tap: no click (which would close)
        step(end < start ? 1 : -1);
      }}
      // Horizontal moves are ours (swipe); the browser must not turn them into a history "back".
      style={{ touchAction: 'pan-y pinch-zoom', overscrollBehavior: 'contain' }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-neutral-50 backdrop:bg-black/90"
    >
      {photo && (
        <figure className="flex h-full flex-col items-center justify-center gap-3 p-4">
          <picture className="contents">
            <source
              type="image/avif"
              srcSet={`/images/gallery/${photo.id}-800.avif 800w, /images/gallery/${photo.id}-1600.avif 1600w`}
              sizes="100vw"
            />
            <source
              type="image/webp"
              srcSet={`/images/gallery/${photo.id}-800.webp 800w, /images/gallery/${photo.id}-1600.webp 1600w`}
              sizes="100vw"
            />
            <img
              src={`/images/gallery/${photo.id}-1600.webp`}
              width={1600}
              height={1200}
              alt={photo.alt}
              className="max-h-[80dvh] w-auto max-w-full cursor-zoom-out rounded-xl object-contain"
            />
          </picture>
          <figcaption className="max-w-2xl text-center">
            <span className="block font-display text-xl font-black uppercase">{photo.title}</span>
            <span className="text-sm text-neutral-300">{photo.description}</span>
            <span className="sr-only">
              {' '}
              Foto {index! + 1} de {photos.length}. Use as setas para trocar de foto.
            </span>
          </figcaption>
          <div className="flex gap-3">
            <ViewerButton label="Foto anterior" onClick={() => step(-1)}>
              <ChevronLeft className="size-6" aria-hidden />
            </ViewerButton>
            <ViewerButton label="Fechar" onClick={() => onIndex(null)}>
              <X className="size-6" aria-hidden />
            </ViewerButton>
            <ViewerButton label="Próxima foto" onClick={() => step(1)}>
              <ChevronRight className="size-6" aria-hidden />
            </ViewerButton>
          </div>
        </figure>
      )}
    </dialog>
  );
}

function ViewerButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-12 items-center justify-center rounded-full bg-neutral-800 text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      {children}
    </button>
  );
}
