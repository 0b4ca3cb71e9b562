import type { SessionUser } from '../../contracts/auth';
import { memberProcedure } from '../../trpc/init';

/** Who is signed in, and until when (the web's `user` and `session`; the protected-route guard asks this). */
export const me = memberProcedure.query(({ ctx }): SessionUser & { expiresAt: string } => ({
  userId: ctx.session.userId,
  email: ctx.session.email,
  emailConfirmed: ctx.session.emailConfirmed,
  expiresAt: ctx.session.expiresAt.toISOString(),
}));
