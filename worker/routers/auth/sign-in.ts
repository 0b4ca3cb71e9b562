import { signInInput } from '../../contracts/auth';
import { signIn as signInService } from '../../services/auth/sign-in';
import { publicProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/** Entrar: e-mail and password, rate limited per account and per IP. */
export const signIn = publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
  const session = await signInService(ctx.deps, { input, ip: ctx.req.ip });
  setSessionCookie(ctx, session);
  return { userId: session.userId };
});
