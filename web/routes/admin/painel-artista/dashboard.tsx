import { createFileRoute } from '@tanstack/react-router';
import { ArtistDashboardPage } from '../../../features/artist/artist-dashboard-page';
import { requireArtist } from '../../../features/shell/require-session';
import { pageHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/painel-artista/dashboard')({
  beforeLoad: ({ context }) => requireArtist(context),
  head: () => pageHead('Painel do artista', 'Painel restrito do artista.'),
  component: ArtistDashboardPage,
});
