import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/shell/page-placeholder';
import { requireArtist } from '../../../features/shell/require-session';
import { pageHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/painel-artista/dashboard')({
  beforeLoad: ({ context }) => requireArtist(context),
  head: () => pageHead('Painel do artista', 'Painel restrito do artista.'),
  component: () => <PagePlaceholder title="Painel do artista" description="Votos por design, lista de votantes e acompanhamento de contatos." />,
});
