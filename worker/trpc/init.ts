import { initTRPC, TRPCError } from '@trpc/server';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AppError, isAppError, retryAfterHeader } from '../lib/app-error';
import { surpriseCode } from '../lib/database-refusal';
import { errorFields } from '../lib/error-fields';
import { ARTIST_COOKIE, readCookie } from '../lib/cookies';
import type { WriteAction } from '../contracts/limits';
import { auditSearchTarget } from '../services/artist/audit-search-target';
import { auditActor, recordAudit, type AuditAction } from '../services/artist/record-audit';
import { limitWrite } from '../services/members/limit-write';
import { startLockCheck, type PostOf } from '../services/feed/visibility';
import { validateArtistSession } from '../services/artist/validate-artist-session';
import type { Context } from './context';
import { formatError } from './error-format';
import type { ProcedureMeta } from './meta';
import { claimedSessionId, hasMemberCookie, readMemberSession } from './member-cookie';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter: ({ error, shape }) => formatError(error, shape),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// The failures appErrors has logged: the HTTP adapter's onError (app.ts) must not log them again.
const logged = new WeakSet<object>();
export const loggedByProcedure = (e: unknown): boolean => typeof e === 'object' && e !== null && logged.has(e);

/**
 * The one failure pipe of every procedure. Services throw the table's AppError for what they
 * expect; it becomes a TRPCError that keeps it as cause. Anything else is a surprise: logged here,
 * once (name, code, procedure path, request id; never a message, where drivers put SQL and
 * values), and answered as the procedure's `failsAs` text, else the table's INTERNAL text.
 */
const appErrors = t.middleware(async ({ next, ctx, path, meta }) => {
  const result = await next();
  if (result.ok) return result;
  let error = result.error;
  const cause = error.cause;
  const surprise = !isAppError(cause) && error.code === 'INTERNAL_SERVER_ERROR';
  if (isAppError(cause)) {
    if (error.code !== cause.trpcCode) error = new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
  } else if (surprise && surpriseCode(cause, meta?.failsAs)) {
    // A database that refuses work answers 503 with its text in every procedure (database-refusal.ts).
    // Without `failsAs` another surprise stays INTERNAL_SERVER_ERROR with no app code: the screen shows its own text.
    const mapped = new AppError(surpriseCode(cause, meta?.failsAs) ?? 'INTERNAL');
    error = new TRPCError({ code: mapped.trpcCode, message: mapped.message, cause: mapped });
  }
  // Every refusal over a limit tells the client when to come back.
  const retryAfter = retryAfterHeader(error.cause, error.code === 'TOO_MANY_REQUESTS' ? 429 : 0);
  if (retryAfter) ctx.resHeaders.set('Retry-After', retryAfter);
  if (surprise || (isAppError(cause) && cause.trpcCode === 'INTERNAL_SERVER_ERROR')) {
    ctx.deps.logger.error('procedure failed', { path, requestId: ctx.req.requestId, ...errorFields(cause ?? error) });
    logged.add(error);
  }
  return error === result.error ? result : { ...result, error };
});

export const publicProcedure = t.procedure.meta({ audience: 'public' }).use(appErrors);

/** A valid member session, else UNAUTHORIZED ('Login necessário'; the web sends the visitor to /auth). */
export const memberProcedure = publicProcedure.meta({ audience: 'member' }).use(async ({ ctx, next }) => {
  const session = await readMemberSession(ctx);
  if (!session) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, session } });
});

/**
 * A member procedure that writes: each call counts against the member's and the address's budget
 * for `action` (contracts/limits.ts), checked before the input is read. Past it: 429, the wait in
 * Portuguese, and Retry-After.
 */
export const memberWriteProcedure = (action: WriteAction) =>
  memberProcedure.use(async ({ ctx, next }) => {
    await limitWrite(ctx.deps, { action, userId: ctx.session.userId, ip: ctx.req.ip });
    return next();
  });

/**
 * memberWriteProcedure for writes other people see (posts, comments, messages): the member must
 * have opened the confirmation link first, else EMAIL_UNCONFIRMED (403), before the budget is spent.
 * An account made with someone else's address thus cannot speak in the community.
 */
export const confirmedWriteProcedure = (action: WriteAction) =>
  memberProcedure.use(async ({ ctx, next }) => {
    if (!ctx.session.emailConfirmed) throw new AppError('EMAIL_UNCONFIRMED');
    await limitWrite(ctx.deps, { action, userId: ctx.session.userId, ip: ctx.req.ip });
    return next();
  });

/**
 * memberWriteProcedure whose first reads start beside the session read: `early` runs with the session
 * the cookie names (by id, before it is checked) and its result reaches the mutation as `ctx.early`.
 * `early` also gets the raw input, which it must parse with the procedure's schema before using.
 * The mutation runs only once the session is valid and the write budget allows it, so nothing is
 * written, or answered from those reads, for a caller without a valid session. `early` must only read,
 * and must handle its own promises' rejections until the mutation awaits them. With `confirmedEmail`
 * it refuses as confirmedWriteProcedure does.
 */
export const memberWriteWithEarlyReads = <E>(
  action: WriteAction,
  early: (deps: Context['deps'], who: { sessionId: string }, rawInput: unknown) => E,
  opts: { confirmedEmail: boolean },
) =>
  publicProcedure.meta({ audience: 'member' }).use(async ({ ctx, next, getRawInput }) => {
    const sessionId = claimedSessionId(ctx);
    // The raw input is not validated yet: `early` parses what it reads with (the procedure parses it again).
    const started = sessionId ? early(ctx.deps, { sessionId }, await getRawInput()) : null;
    const session = await readMemberSession(ctx);
    if (!session) throw new AppError('UNAUTHORIZED');
    if (opts.confirmedEmail && !session.emailConfirmed) throw new AppError('EMAIL_UNCONFIRMED');
    await limitWrite(ctx.deps, { action, userId: session.userId, ip: ctx.req.ip });
    return next({ ctx: { ...ctx, session, early: started } });
  });

/**
 * A member write on a post or its poll (reaction, comment, poll vote), validated by `schema`. Whether
 * the post is exclusive above the member's level is read beside the session (one round trip, not
 * two in a row); the mutation gets that check as `ctx.lockCheck` and awaits it before writing
 * (POST_EXCLUSIVE). `of` names the post (or poll) in the parsed input.
 */
export const postWriteProcedure = <S extends $ZodType>(
  action: WriteAction,
  schema: S,
  of: (input: output<S>) => PostOf,
  opts: { confirmedEmail: boolean },
) =>
  memberWriteWithEarlyReads(
    action,
    (deps, who, raw) => {
      const parsed = safeParse(schema, raw);
      return parsed.success ? startLockCheck(deps, { who, of: of(parsed.data) }) : null;
    },
    opts,
  )
    .input(schema)
    .use(({ ctx, next }) => next({ ctx: { ...ctx, lockCheck: ctx.early ?? undefined } }));

/**
 * A member query whose first reads need no user id: they start together with the session read
 * (one round trip to the database instead of two in a row), and get the member's id as
 * `ctx.viewerId`, a promise that rejects with UNAUTHORIZED when the session is not valid.
 * Whatever the query did, a caller whose session is not valid gets UNAUTHORIZED and nothing else:
 * the answer waits for the session. A mutation waits for the session before it runs at all.
 */
export const memberQueryProcedure = publicProcedure.meta({ audience: 'member' }).use(async ({ ctx, next, type }) => {
  const viewerId = readMemberSession(ctx).then((s) => {
    if (!s) throw new AppError('UNAUTHORIZED');
    return s.userId;
  });
  viewerId.catch(() => undefined);
  // Reads start early only for a caller who sends a session cookie: the others cost no query.
  if (type !== 'query' || !hasMemberCookie(ctx)) await viewerId;
  const result = await next({ ctx: { ...ctx, viewerId } });
  await viewerId;
  return result;
});

/** Public, but knows the member when a session cookie is present (`ctx.session` or null). */
export const optionalMemberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await readMemberSession(ctx);
  return next({ ctx: { ...ctx, session } });
});

/**
 * Per IP over the whole artist panel: generous for one person at work, a wall for a script.
 * It counts HTTP requests: the calls of one batch (at most 10, app.ts) share one decision, so a
 * dashboard that loads a dozen sections at once is one request, not a dozen.
 */
export const ARTIST_PANEL_RATE = { max: 120, windowSeconds: 60 };
const panelDecisions = new WeakMap<object, ReturnType<Context['deps']['rateLimiter']['limit']>>();

/**
 * The panel shows voters' personal data, so when the shared limiter cannot count
 * it stays shut ('closed': LIMITS_UNAVAILABLE) rather than open without a limit.
 * Sign-in procedures take the same policy.
 */
export const artistProcedure = publicProcedure.meta({ audience: 'artist' }).use(async ({ ctx, next }) => {
  const counted =
    panelDecisions.get(ctx.req) ?? ctx.deps.rateLimiter.limit(`artist:${ctx.req.ip}`, ARTIST_PANEL_RATE, { onStoreDown: 'closed' });
  panelDecisions.set(ctx.req, counted);
  const decision = await counted;
  if (!decision.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const token = readCookie(ctx.req.headers, ARTIST_COOKIE);
  const artist = token ? await validateArtistSession(ctx.deps, { token }) : null;
  if (!artist) throw new AppError('ARTIST_UNAUTHORIZED');
  return next({ ctx: { ...ctx, artist } });
});

/**
 * An artist procedure that reads voters' personal data: once it succeeds, the
 * read is written to the audit log (who, when, which voter — or which search,
 * for an export) before the answer leaves; if the audit write fails, so does
 * the call. The target is the input's `voteId`, else its `coupon`, else the
 * fixed target given (a call without input), else a keyed hash of its search `q` (never the text).
 */
export const auditedArtistProcedure = (action: AuditAction, fixedTarget?: string) =>
  artistProcedure.use(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    if (result.ok) {
      const raw = (await getRawInput()) as { voteId?: unknown; q?: unknown; coupon?: unknown } | undefined;
      const target =
        typeof raw?.voteId === 'string'
          ? raw.voteId
          : typeof raw?.coupon === 'string'
            ? `cupom ${raw.coupon.trim().toUpperCase()}`
            : (fixedTarget ?? (await auditSearchTarget(ctx.deps, typeof raw?.q === 'string' ? raw.q : '')));
      await recordAudit(ctx.deps, { actor: auditActor(ctx.artist.sessionId), action, target });
    }
    return result;
  });
