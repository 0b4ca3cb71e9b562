import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '../features/story/story-page';
import { publicHead } from '../lib/public-pages';
import { hydrateWhenIdle } from '../components/ui/hydrate-when-idle';

// Read, not used: React takes the prerendered text over when the browser is idle or the visitor acts.
const Page = hydrateWhenIdle('minha-historia', StoryPage);

export const Route = createFileRoute('/minha-historia')({
  head: () => publicHead('/minha-historia'),
  component: Page,
});
