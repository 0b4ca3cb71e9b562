import { revokeSession } from '../../services/auth/revoke-sessions';
import { optionalMemberProcedure } from '../../trpc/init';
import { clearSessionCookie } from '../../trpc/member-cookie';

/** Sair: the session ends on the server and the cookie is dropped; harmless without a session. */
export const signOut = optionalMemberProcedure.mutation(async ({ ctx }) => {
  if (ctx.session) await revokeSession(ctx.deps, { sessionId: ctx.session.sessionId });
  clearSessionCookie(ctx);
  return { ok: true as const };
});
