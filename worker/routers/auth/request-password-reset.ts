import { requestPasswordResetInput } from '../../contracts/auth';
import { requestPasswordReset as requestPasswordResetService } from '../../services/auth/request-password-reset';
import { publicProcedure } from '../../trpc/init';

/** 'Esqueci minha senha': the same answer whether or not the e-mail has an account; the link goes by e-mail. */
export const requestPasswordReset = publicProcedure
  .input(requestPasswordResetInput)
  .mutation(({ ctx, input }) => requestPasswordResetService(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
