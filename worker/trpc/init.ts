import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, isAppError } from '../lib/app-error';
import { ARTIST_COOKIE, readCookie } from '../lib/cookies';
import { validateArtistSession } from '../services/artist/validate-artist-session';
import type { Context } from './context';
import { formatError } from './error-format';
import { readMemberSession } from './member-cookie';

const t = initTRPC.context<Context>().create({
  errorFormatter: ({ error, shape }) => formatError(error, shape),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Services throw AppError; this turns it into a TRPCError that keeps it as cause. */
const appErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const err = result.error;
    if (isAppError(err.cause) && err.code !== err.cause.trpcCode) {
      return { ...result, error: new TRPCError({ code: err.cause.trpcCode, message: err.cause.message, cause: err.cause }) };
    }
    if (err.code === 'INTERNAL_SERVER_ERROR' && !isAppError(err.cause)) {
      ctx.deps.logger.error('procedure failed', { path, requestId: ctx.req.requestId, error: String(err.cause?.name ?? err.name) });
    }
  }
  return result;
});

export const publicProcedure = t.procedure.use(appErrors);

/** A valid member session, else UNAUTHORIZED ('Login necessário'; the web sends the visitor to /auth). */
export const memberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await readMemberSession(ctx);
  if (!session) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, session } });
});

/** Public, but knows the member when a session cookie is present (`ctx.session` or null). */
export const optionalMemberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await readMemberSession(ctx);
  return next({ ctx: { ...ctx, session } });
});

export const artistProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = readCookie(ctx.req.headers, ARTIST_COOKIE);
  const artist = token ? await validateArtistSession(ctx.deps, token) : null;
  if (!artist) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sessão do painel expirada. Entre novamente.' });
  return next({ ctx: { ...ctx, artist } });
});
