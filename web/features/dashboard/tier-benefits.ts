import type { MemberRights } from '../../../worker/contracts/members';

/** The member's rights, as sentences (the dashboard's benefits card). */
export function benefitLines(r: MemberRights): string[] {
  if (!r.tier && !r.isArtist) return ['Ler o feed da comunidade', 'Reagir aos posts', 'Comentar nos posts'];
  const lines = [
    r.postsPerDay === null ? 'Posts ilimitados por dia' : `Até ${r.postsPerDay} posts por dia`,
    `Até ${r.filesPerPost} arquivos por post, de até ${r.maxFileSizeMb} MB cada`,
    r.dmParticipants === null ? 'Conversas em grupo com até 100 pessoas' : `Conversas com até ${r.dmParticipants} pessoas`,
  ];
  if (r.canUploadVideo) lines.push('Vídeos e áudios nos posts');
  if (r.canAccessLives) lines.push('Acesso às lives');
  if (r.canCreatePolls) lines.push('Enquetes nos posts');
  if (r.prioritySupport) lines.push('Suporte prioritário');
  if (r.customBadge) lines.push('Selo personalizado no perfil');
  if (r.exclusiveContent) lines.push('Conteúdo exclusivo');
  if (r.directArtistAccess) lines.push('Acesso direto ao MC Mito');
  return lines;
}
