import { confirmEmailInput } from '../../contracts/auth';
import { confirmEmail as confirmEmailService } from '../../services/auth/confirm-email';
import { optionalMemberProcedure } from '../../trpc/init';
import { setSessionCookie } from '../../trpc/member-cookie';

/**
 * /confirmar-email: confirms the address; a browser with no session is signed in as the member.
 * `newSession`: this link started it (a new member finishing sign-up, who goes on to the plans).
 */
export const confirmEmail = optionalMemberProcedure.input(confirmEmailInput).mutation(async ({ ctx, input }) => {
  const { session } = await confirmEmailService(ctx.deps, { token: input.token, signedIn: ctx.session !== null, ip: ctx.req.ip });
  if (session) setSessionCookie(ctx, session);
  return { signedIn: session !== null || ctx.session !== null, newSession: session !== null };
});
