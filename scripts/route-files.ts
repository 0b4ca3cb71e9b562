/** Route → the route files under web/ (layouts first) that render it: for the preloads and the route-chunk checks. */
export const ROUTE_FILES: Record<string, string[]> = {
  '/': ['routes/index.tsx'],
  '/loja': ['routes/loja.tsx'],
  '/galeria': ['routes/galeria.tsx'],
  '/minha-historia': ['routes/minha-historia.tsx'],
  '/pricing': ['routes/pricing.tsx'],
  '/meu-cupom': ['routes/meu-cupom.tsx'],
  '/privacidade': ['routes/privacidade.tsx'],
  '/regras': ['routes/regras.tsx'],
  '/sorteio': ['routes/sorteio.tsx'],
  '/feed': ['routes/_member.tsx', 'routes/_member/feed.tsx'],
  '/messages': ['routes/_member.tsx', 'routes/_member/messages.tsx'],
  '/dashboard': ['routes/_member.tsx', 'routes/_member/dashboard.tsx'],
  '/admin/painel-artista': ['routes/admin/painel-artista/index.tsx'],
  '/admin/painel-artista/dashboard': ['routes/admin/painel-artista/dashboard.tsx'],
};
