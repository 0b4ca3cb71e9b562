import * as z from 'zod/mini';

/*
 * Feed controls: the artist pins posts to the top of 'Recentes'; a member mutes another
 * ('Silenciar'), whose posts and comments then leave the member's feed.
 */

const handle = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/^@/, '')),
  z.minLength(1, 'Informe o @usuário'),
  z.maxLength(40, 'Nome de usuário inválido'),
);

/** Mute / unmute one member by @username. */
export const muteInput = z.object({ username: handle });
export type MuteInput = z.infer<typeof muteInput>;

/** A member the viewer muted, as /configuracoes lists them. */
export interface MutedMemberView {
  userId: string;
  username: string;
  displayName: string;
  /** ms since the epoch. */
  mutedAt: number;
}
