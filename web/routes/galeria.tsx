import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../features/gallery/gallery-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/galeria')({
  head: () => publicHead('/galeria'),
  component: GalleryPage,
});
