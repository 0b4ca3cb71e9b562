import { initTRPC, TRPCError } from '@trpc/server';
import { isAppError } from '../lib/app-error';
import { ARTIST_COOKIE, MEMBER_COOKIE, readCookie } from '../lib/cookies';
import { auditActor, recordAudit, type AuditAction } from '../services/artist/record-audit';
import { validateArtistSession } from '../services/artist/validate-artist-session';
import { validateSession } from '../services/auth/validate-session';
import type { Context } from './context';
import { formatError } from './error-format';

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

export const memberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = readCookie(ctx.req.headers, MEMBER_COOKIE);
  const session = token ? await validateSession(ctx.deps, token) : null;
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Login necessário' });
  return next({ ctx: { ...ctx, session } });
});

export const artistProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = readCookie(ctx.req.headers, ARTIST_COOKIE);
  const artist = token ? await validateArtistSession(ctx.deps, token) : null;
  if (!artist) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sessão do painel expirada. Entre novamente.' });
  // Voters' personal data: never kept by a browser or proxy cache.
  ctx.resHeaders.set('Cache-Control', 'no-store');
  return next({ ctx: { ...ctx, artist } });
});

/**
 * An artist procedure that reads voters' personal data: once it succeeds, the
 * read is written to the audit log (who, when, which voter — or which search,
 * for an export) before the answer leaves; if the audit write fails, so does
 * the call. The target is the input's `voteId`, else its search `q`.
 */
export const auditedArtistProcedure = (action: AuditAction) =>
  artistProcedure.use(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    if (result.ok) {
      const raw = (await getRawInput()) as { voteId?: unknown; q?: unknown } | undefined;
      const target = typeof raw?.voteId === 'string' ? raw.voteId : `busca: "${typeof raw?.q === 'string' ? raw.q.trim() : ''}"`;
      await recordAudit(ctx.deps, { actor: auditActor(ctx.artist.sessionId), action, target });
    }
    return result;
  });
