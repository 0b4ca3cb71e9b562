import { Link } from '@tanstack/react-router';
import { Heart, Home, Share2 } from '../../components/icons/landing-icons';
import { Users } from '../../components/icons/page-icons';
import { useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { CTA_OUTLINE, CTA_PRIMARY } from '../../components/ui/link-styles';
import { useLocalSet } from '../../lib/use-local-set';
import { PHOTOS, type Photo } from './gallery-photos';
import { PhotoViewer } from './photo-viewer';

const LIKES_KEY = 'mito:galeria:curtidas';
const SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';
const ICON_BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

/** Native share sheet where there is one; otherwise the page's address goes to the clipboard. */
async function share(photo: Photo) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `${photo.title} — MC Mito`, text: photo.description, url });
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return; // the person closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copiado! Agora é só colar e mandar pra galera.');
  } catch {
    toast.error(`Não foi possível copiar. O link é: ${url}`);
  }
}

/** /galeria: six photos, a full-screen viewer, local likes and sharing. */
export function GalleryPage() {
  const likes = useLocalSet(LIKES_KEY);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Shows, bastidores e quebrada</p>
        <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Galeria</h1>
        <p className="max-w-prose text-lg text-neutral-300">
          Os momentos que marcaram a caminhada do Mito. Toque numa foto para ver em tela cheia.
        </p>
      </header>

      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PHOTOS.map((photo, i) => {
          const liked = likes.has(photo.id);
          return (
            <li key={photo.id} className="flex flex-col overflow-hidden rounded-2xl border border-neutral-800 bg-neutral-900">
              <button
                type="button"
                onClick={() => setViewing(i)}
                aria-label={`Ver em tela cheia: ${photo.title}`}
                className="block cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
              >
                <picture>
                  <source
                    type="image/avif"
                    srcSet={`/images/gallery/${photo.id}-800.avif 800w, /images/gallery/${photo.id}-1600.avif 1600w`}
                    sizes={SIZES}
                  />
                  <source
                    type="image/webp"
                    srcSet={`/images/gallery/${photo.id}-800.webp 800w, /images/gallery/${photo.id}-1600.webp 1600w`}
                    sizes={SIZES}
                  />
                  <img
                    src={`/images/gallery/${photo.id}-800.webp`}
                    width={800}
                    height={600}
                    alt={photo.alt}
                    loading={i < 1 ? 'eager' : 'lazy'}
                    fetchPriority={i < 1 ? 'high' : 'auto'}
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </picture>
              </button>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-display text-lg font-black uppercase">{photo.title}</h2>
                <p className="text-sm text-neutral-300">{photo.description}</p>
                <div className="mt-auto flex gap-1 pt-2">
                  <button
                    type="button"
                    aria-pressed={liked}
                    aria-label={`Curtir ${photo.title}`}
                    onClick={() => likes.toggle(photo.id)}
                    className={ICON_BUTTON}
                  >
                    <Heart className={liked ? 'size-5 fill-funk-500 text-funk-500' : 'size-5'} aria-hidden />
                    {liked ? 'Curtido' : 'Curtir'}
                  </button>
                  <button
                    type="button"
                    aria-label={`Compartilhar ${photo.title}`}
                    onClick={() => void share(photo)}
                    className={ICON_BUTTON}
                  >
                    <Share2 className="size-5" aria-hidden />
                    Compartilhar
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="flex flex-wrap gap-3">
        <Link to="/feed" className={CTA_PRIMARY}>
          <Users className="size-4" aria-hidden />
          Entrar na Comunidade
        </Link>
        <Link to="/" className={CTA_OUTLINE}>
          <Home className="size-4" aria-hidden />
          Voltar ao Início
        </Link>
      </div>
      <PhotoViewer photos={PHOTOS} index={viewing} onIndex={setViewing} />
    </div>
  );
}
