import { createFileRoute } from '@tanstack/react-router';
import { RafflePage } from '../features/raffle/raffle-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/sorteio')({
  head: () =>
    pageHead(
      'Sorteio',
      'Sorteio verificável das 10 camisetas oficiais do MC Mito: lista de cupons congelada, semente pública e cupons sorteados.',
    ),
  component: RafflePage,
});
