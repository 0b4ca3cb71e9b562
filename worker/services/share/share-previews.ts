import { eq, sql } from 'drizzle-orm';
import { DESIGNS } from '../../../db/seed/catalogue';
import { follows, posts, profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { designSharePath, LIVE_PATH, postSharePath, profileSharePath } from '../../contracts/share';
import { AppError } from '../../lib/app-error';
import { openingWords, type SharePreview } from '../../lib/share-preview';
import { sharedPost } from '../feed/shared-post';

/*
 * What each shareable thing's link preview says (lib/share-preview.ts writes it into the page).
 * Only what a visitor without a session may read: an exclusive post says whose it is and for which
 * plan, never its words, media or poll. Pictures are 1200×630 cards made by `npm run images`
 * (web/public/images/og/), except a post's own first image.
 */

/** The cards made for links without a picture of their own (scripts/make-images.ts). */
const OG_CARDS = {
  post: '/images/og/post.jpg',
  exclusive: '/images/og/exclusive.jpg',
  profile: '/images/og/profile.jpg',
  live: '/images/og/live.jpg',
  design: (slug: string) => `/images/og/${slug}.jpg`,
} as const;

const card = (path: string, alt: string) => ({ path, alt, width: 1200, height: 630, type: 'image/jpeg' });

const PLAN_OF = { all: '', prata: 'membros Prata e Ouro', ouro: 'membros Ouro' } as const;

/** A post: its opening words, its author and its first image; not found as /post/{id} answers it (sharedPost). */
export async function postPreview(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, { postId }: { postId: string }): Promise<SharePreview> {
  const post = await sharedPost(deps, { postId });
  const who = `${post.author.displayName} (@${post.author.username})`;
  if (post.locked)
    return {
      title: `Post exclusivo de ${post.author.displayName}`,
      description: `Conteúdo exclusivo para ${PLAN_OF[post.visibility]} na comunidade do MC Mito.`,
      path: postSharePath(post.id),
      type: 'article',
      image: card(OG_CARDS.exclusive, 'Post exclusivo da comunidade do MC Mito'),
    };
  const words = openingWords(post.content);
  const picture = post.media?.find((m) => m.kind === 'image');
  return {
    title: words ? `${post.author.displayName}: “${openingWords(post.content, 70)}”` : `Post de ${post.author.displayName}`,
    description: words ? `${who} na comunidade do MC Mito: ${words}` : `${who} postou na comunidade do MC Mito.`,
    path: postSharePath(post.id),
    type: 'article',
    image: picture
      ? { path: picture.url, alt: picture.altText || `Foto do post de ${post.author.displayName}` }
      : card(OG_CARDS.post, `Post de ${post.author.displayName} na comunidade do MC Mito`),
  };
}

/** A member's profile: name, handle and how many follow them; a suspended or unknown member is not found. */
export async function profilePreview(deps: Pick<AppDeps, 'db' | 'clock'>, { username }: { username: string }): Promise<SharePreview> {
  const [row] = await deps.db
    .select({
      username: profiles.username,
      displayName: profiles.displayName,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      posts: sql<number>`(SELECT count(*) FROM ${posts} WHERE ${posts.userId} = ${profiles.userId} AND ${posts.removedAt} IS NULL AND ${posts.hiddenAt} IS NULL)`,
      followers: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followeeId} = ${profiles.userId})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  // Suspended from suspended_at until suspended_until (none: for good), as sign-in reads it.
  const suspended = row?.suspendedAt && (!row.suspendedUntil || row.suspendedUntil > deps.clock.now());
  if (!row || suspended) throw new AppError('MEMBER_NOT_FOUND');
  const name = row.displayName ?? row.username;
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
  return {
    title: `${name} (@${row.username}) — MC Mito`,
    description: `${count(Number(row.posts), 'post', 'posts')} · ${count(Number(row.followers), 'seguidor', 'seguidores')} na comunidade do MC Mito.`,
    path: profileSharePath(row.username),
    type: 'profile',
    image: card(OG_CARDS.profile, `Perfil de ${name} na comunidade do MC Mito`),
  };
}

/** One design of the poll, from the one catalogue: its name and its shirt's picture. */
export function designPreview({ slug }: { slug: string }): SharePreview {
  const design = DESIGNS.find((d) => d.slug === slug.toLowerCase());
  if (!design) throw new AppError('NOT_FOUND');
  return {
    title: `Camiseta ${design.name} — vote na camiseta oficial do MC Mito`,
    description: `Vote na ${design.name} para ser a camiseta oficial do Mito, ganhe seu cupom e concorra a 10 camisetas.`,
    path: designSharePath(design.slug),
    type: 'website',
    image: card(OG_CARDS.design(design.slug), `Camiseta ${design.name} do MC Mito`),
  };
}

/**
 * The next live: the lives are a benefit of the Prata and Ouro plans and a member without one learns
 * nothing about them (services/lives/next-live.ts), so neither does a crawler: the card says what it is.
 */
export function livePreview(): SharePreview {
  return {
    title: 'Live do MC Mito — ao vivo para membros',
    description: 'O MC Mito ao vivo para os membros Prata e Ouro da comunidade. Entre e não perca a próxima.',
    path: LIVE_PATH,
    type: 'website',
    image: card(OG_CARDS.live, 'Live do MC Mito'),
  };
}
