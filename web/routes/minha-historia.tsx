import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '../features/story/story-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/minha-historia')({
  head: () => pageHead('Minha História', 'A história do MC Mito: origem, primeiros passos, o estouro de Chora Piranha e o futuro.'),
  component: StoryPage,
});
