import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/privacidade')({
  head: () => publicHead('/privacidade'),
  component: PrivacyPage,
});
