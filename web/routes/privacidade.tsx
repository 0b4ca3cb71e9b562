import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { publicHead } from '../lib/public-pages';
import { hydrateWhenIdle } from '../components/ui/hydrate-when-idle';

// Read, not used: React takes the prerendered text over when the browser is idle or the visitor acts.
const Page = hydrateWhenIdle('privacidade', PrivacyPage);

export const Route = createFileRoute('/privacidade')({
  head: () => publicHead('/privacidade'),
  component: Page,
});
