import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '../features/story/story-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/minha-historia')({
  head: () => publicHead('/minha-historia'),
  component: StoryPage,
});
