import { signUpInput } from '../../contracts/auth';
import { signUp as signUpService } from '../../services/auth/sign-up';
import { publicProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/** Cadastrar: creates the account and signs the new member in. */
export const signUp = publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
  const session = await signUpService(ctx.deps, { input, ip: ctx.req.ip });
  setSessionCookie(ctx, session);
  return { userId: session.userId };
});
