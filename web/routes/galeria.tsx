import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../features/gallery/gallery-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/galeria')({
  head: () => pageHead('Galeria', 'Galeria de fotos do MC Mito: shows, bastidores e momentos marcantes.'),
  component: GalleryPage,
});
