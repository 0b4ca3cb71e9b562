import { resetPasswordInput } from '../../contracts/auth';
import { resetPassword as resetPasswordService } from '../../services/auth/reset-password';
import { publicProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/** 'Redefinir senha' from the e-mailed link: new password, every session ends, this browser is signed in. */
export const resetPassword = publicProcedure
  .meta({ failsAs: 'PASSWORD_RESET_FAILED' })
  .input(resetPasswordInput)
  .mutation(async ({ ctx, input }) => {
    const session = await resetPasswordService(ctx.deps, { input, ip: ctx.req.ip });
    setSessionCookie(ctx, session);
    return { userId: session.userId };
  });
