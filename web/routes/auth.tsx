import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/page-placeholder';
import { redirectSignedIn } from '../features/shell/require-session';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context }) => redirectSignedIn(context),
  head: () => pageHead('Entrar ou cadastrar', 'Entre ou cadastre-se na comunidade oficial do MC Mito.'),
  component: () => <PagePlaceholder title="Entrar ou cadastrar" description="Entre na sua conta ou crie seu cadastro para participar da comunidade do Mito." />,
});
