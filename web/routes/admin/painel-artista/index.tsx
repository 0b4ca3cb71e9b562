import { createFileRoute } from '@tanstack/react-router';
import { ArtistLoginPage } from '../../../features/artist/artist-login-page';
import { pageHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/painel-artista/')({
  head: () => pageHead('Painel do artista', 'Painel restrito do artista.'),
  component: ArtistLoginPage,
});
