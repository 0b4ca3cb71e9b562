/*
 * Sharing ('Compartilhar'): the public addresses of what a person can share, and the texts that go
 * with them. Every address here has a server-written preview (worker/http/share-pages.ts) that
 * link-preview crawlers read without JavaScript. A link never carries a CPF, a coupon or a voter token.
 */

/** A post: `/post/<id>` (a visitor without a session reads it, with 'Entrar para comentar'). */
export const SHARED_POST_PATH = '/post';
/** A member's profile: `/membro/<username>`. */
export const PROFILE_PATH = '/membro';
/** One design of the poll: `/camiseta/<slug>` opens the poll on that design. */
export const DESIGN_PATH = '/camiseta';
/** The next live. */
export const LIVE_PATH = '/ao-vivo';

export const postSharePath = (postId: string) => `${SHARED_POST_PATH}/${encodeURIComponent(postId)}`;
export const profileSharePath = (username: string) => `${PROFILE_PATH}/${encodeURIComponent(username)}`;
export const designSharePath = (slug: string) => `${DESIGN_PATH}/${encodeURIComponent(slug)}`;

/** A poll option's id is `opt_<slug>` (db/seed/seed-catalogue.ts); its slug names it in links. */
export const designSlugOf = (optionId: string) => optionId.replace(/^opt_/, '');

/** What the share sheet (or the WhatsApp/copy menu) gets. `url` is absolute. */
export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** 'Chamar a galera', after a vote: the design and the poll's link, nothing of the voter. */
export const inviteToVoteText = (designName: string) => `Votei na camiseta ${designName} do MC Mito! Vote também:`;

/**
 * 'Compartilhar a live': the live's own address and its preview's title; nothing of the live itself,
 * which a visitor without Prata or Ouro is not told (services/share/share-previews.ts).
 */
export const liveShare = (onAir: boolean) => ({
  title: 'Live do MC Mito — ao vivo para membros',
  text: onAir
    ? 'O MC Mito está ao vivo agora para os membros Prata e Ouro. Vem junto:'
    : 'Vai ter live do MC Mito para os membros Prata e Ouro. Vem junto:',
  path: LIVE_PATH,
});

/** WhatsApp's own share link: the person picks the chat. */
export const whatsappShareUrl = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const LINK_COPIED = 'Link copiado!';
