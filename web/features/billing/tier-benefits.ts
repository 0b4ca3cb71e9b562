import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/contracts/app-router';

export type Tier = inferRouterOutputs<AppRouter>['billing']['tiers'][number];

/**
 * 999 posts a day (or none set) mean unlimited. 100 DM participants mean no plan limit, but a
 * conversation still holds at most 100 people (messages.start takes 99 others): the card says so.
 */
const UNLIMITED_POSTS = 999;
const UNLIMITED_DM = 100;

/** The rights of a tier (its tiers row) as the lines a fan reads on its card: each one is a right the server enforces or a benefit the site delivers. */
export function tierBenefits(tier: Tier): string[] {
  const posts =
    tier.maxPostsPerDay === null || tier.maxPostsPerDay >= UNLIMITED_POSTS
      ? 'Posts ilimitados por dia'
      : `Até ${tier.maxPostsPerDay} posts por dia`;
  const dm =
    tier.maxDmParticipants >= UNLIMITED_DM
      ? `Conversas em grupo com até ${UNLIMITED_DM} pessoas`
      : `Conversas com até ${tier.maxDmParticipants} pessoas`;
  const lines = [
    posts,
    `Até ${tier.maxFilesPerPost} arquivos por post, ${tier.maxFileSizeMb} MB cada`,
    tier.canUploadVideo ? 'Vídeo e áudio nos posts' : 'Fotos nos posts',
    dm,
  ];
  if (tier.canCreatePolls) lines.push('Enquetes nos posts');
  if (tier.canAccessLives) lines.push('Acesso às lives');
  if (tier.features.exclusive_content) lines.push('Conteúdo exclusivo');
  if (tier.features.priority_support) lines.push('Suporte prioritário');
  if (tier.features.custom_badge) lines.push('Selo personalizado no perfil');
  if (tier.features.direct_access) lines.push('Acesso direto ao MC Mito');
  return lines;
}

/** Prata is the plan marked 'Mais Popular'. */
export const POPULAR_TIER = 'Prata';
