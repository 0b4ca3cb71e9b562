import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { PostMediaView } from '../../../worker/contracts/media';
import { cn } from '../../components/ui/cn';

/** One column for a single media, two otherwise; images fall back on error; players have controls. */
export function PostMediaGrid({ media }: { media: PostMediaView[] }) {
  if (media.length === 0) return null;
  return (
    <ul aria-label="Mídia do post" className={cn('grid gap-2', media.length === 1 ? 'grid-cols-1' : 'grid-cols-2')}>
      {media.map((m) => (
        <li key={m.url} className="overflow-hidden rounded-xl bg-neutral-950">
          {m.kind === 'image' && <PostImage src={m.url} alt={m.altText ?? ''} single={media.length === 1} />}
          {m.kind === 'video' && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- members upload media without caption files; its description (altText) labels it.
            <video
              src={m.url}
              controls
              preload="metadata"
              playsInline
              aria-label={m.altText ?? 'Vídeo do post'}
              className="aspect-video w-full bg-black"
            />
          )}
          {m.kind === 'audio' && (
            <div className="flex flex-col gap-1 p-3">
              {m.altText && <p className="text-xs text-neutral-400">{m.altText}</p>}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- as the video: no caption file exists for a member's upload. */}
              <audio src={m.url} controls preload="none" aria-label={m.altText ?? 'Áudio do post'} className="w-full" />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function PostImage({ src, alt, single }: { src: string; alt: string; single: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt ? `Imagem indisponível: ${alt}` : 'Imagem indisponível'}
        className="grid aspect-square w-full place-items-center bg-neutral-800 text-neutral-500"
      >
        <ImageOff className="size-8" aria-hidden />
      </div>
    );
  }
  return (
    <a href={src} target="_blank" rel="noopener" className="block">
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('w-full object-cover', single ? 'max-h-[32rem]' : 'aspect-square')}
      />
    </a>
  );
}
