/** The member area's addresses (the `_member` layout's pages): on a phone they live in the app shell (bottom tab bar, slim header). */
const MEMBER_PREFIXES = ['/feed', '/buscar', '/messages', '/notificacoes', '/dashboard', '/membro/', '/configuracoes', '/meu-plano'];

export const isMemberPath = (pathname: string) =>
  MEMBER_PREFIXES.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname === `${p}/`));

/** The tab bar's tabs; which one a page belongs to. */
export type MemberTab = 'feed' | 'buscar' | 'mensagens' | 'notificacoes' | 'perfil';

export function tabOfPath(pathname: string, search: Record<string, unknown>, myUsername?: string): MemberTab | null {
  if (pathname.startsWith('/feed')) return search.busca || search.tag ? 'buscar' : 'feed';
  if (pathname.startsWith('/buscar')) return 'buscar';
  if (pathname.startsWith('/messages')) return 'mensagens';
  if (pathname.startsWith('/notificacoes')) return 'notificacoes';
  if (pathname.startsWith('/membro/')) return myUsername && pathname === `/membro/${myUsername}` ? 'perfil' : 'feed';
  if (['/dashboard', '/configuracoes', '/meu-plano'].some((p) => pathname.startsWith(p))) return 'perfil';
  return null;
}
