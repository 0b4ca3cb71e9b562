import { createFileRoute } from '@tanstack/react-router';
import { RulesPage } from '../features/rules/rules-page';
import { publicHead } from '../lib/public-pages';
import { hydrateWhenIdle } from '../components/ui/hydrate-when-idle';

// Read, not used: React takes the prerendered text over when the browser is idle or the visitor acts.
const Page = hydrateWhenIdle('regras', RulesPage);

export const Route = createFileRoute('/regras')({
  head: () => publicHead('/regras'),
  component: Page,
});
