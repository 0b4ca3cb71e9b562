import { signUpInput } from '../../contracts/auth';
import { signUp as signUpService } from '../../services/auth/sign-up';
import { publicProcedure } from '../../trpc/init';

/** Cadastrar: the same answer for a new and a taken e-mail; the new account's session comes from the confirmation link. */
export const signUp = publicProcedure
  .input(signUpInput)
  .mutation(({ ctx, input }) => signUpService(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
