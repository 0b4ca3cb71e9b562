import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/page-placeholder';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/galeria')({
  head: () => pageHead('Galeria', 'Galeria de fotos do MC Mito: shows, bastidores e momentos marcantes.'),
  component: () => <PagePlaceholder title="Galeria" description="Fotos dos shows, bastidores e momentos marcantes do Mito." />,
});
