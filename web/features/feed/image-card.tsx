import { Link } from '@tanstack/react-router';

/** Left column's image card: one of the gallery's photos, leading to /galeria. */
export function ImageCard() {
  return (
    <Link
      to="/galeria"
      className="group block overflow-hidden rounded-2xl border border-white/10 bg-neutral-900 focus-visible:outline-2 focus-visible:outline-neutral-400"
    >
      <picture>
        <source type="image/avif" srcSet="/images/gallery/palco-lotado-800.avif" />
        <img
          src="/images/gallery/palco-lotado-800.webp"
          alt="MC Mito no palco diante da casa lotada"
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition group-hover:scale-105"
        />
      </picture>
      <p className="px-4 py-3 text-sm font-bold text-neutral-100">
        Galeria do Mito <span className="font-normal text-neutral-400">· ver fotos</span>
      </p>
    </Link>
  );
}
