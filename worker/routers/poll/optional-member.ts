import { MEMBER_COOKIE, readCookie } from '../../lib/cookies';
import { validateSession } from '../../services/auth/validate-session';
import { publicProcedure } from '../../trpc/init';

/** Public, but knows the member when a session cookie is present (votes get the user id attached). */
export const optionalMemberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = readCookie(ctx.req.headers, MEMBER_COOKIE);
  const session = token ? await validateSession(ctx.deps, token) : null;
  return next({ ctx: { ...ctx, userId: session?.userId ?? null } });
});
