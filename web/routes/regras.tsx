import { createFileRoute } from '@tanstack/react-router';
import { RulesPage } from '../features/rules/rules-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/regras')({
  head: () => publicHead('/regras'),
  component: RulesPage,
});
