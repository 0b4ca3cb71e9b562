import { requestSignInLinkInput } from '../../contracts/auth';
import { requestSignInLink as requestSignInLinkService } from '../../services/auth/request-sign-in-link';
import { publicProcedure } from '../../trpc/init';

/** 'Entrar com link por e-mail': the same answer whether or not the e-mail has an account; the link goes by e-mail. */
export const requestSignInLink = publicProcedure
  .input(requestSignInLinkInput)
  .mutation(({ ctx, input }) => requestSignInLinkService(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
