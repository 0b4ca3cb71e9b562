import { PANEL_WRITE_RULES, waitText, type PanelWriteAction } from '../contracts/limits';
import { AppError } from '../lib/app-error';
import { artistProcedure } from './init';

/**
 * An artist-panel procedure that writes something members receive: on top of the panel's
 * per-address limit, each call counts against `action`'s budget (contracts/limits.ts) for the panel
 * session and for the address, so a stolen or scripted panel session cannot flood members with lives
 * or e-mails. Past it: WRITE_RATE_LIMITED with the wait, and Retry-After.
 */
export const panelWriteProcedure = (action: PanelWriteAction) =>
  artistProcedure.use(async ({ ctx, next }) => {
    const rule = PANEL_WRITE_RULES[action];
    for (const [key, max] of [
      [`panel:${action}:session:${ctx.artist.sessionId}`, rule.max],
      [`panel:${action}:ip:${ctx.req.ip}`, rule.addressMax],
    ] as const) {
      const d = await ctx.deps.rateLimiter.limit(key, { max, windowSeconds: rule.windowSeconds }, { onStoreDown: 'local' });
      if (!d.allowed) {
        throw new AppError('WRITE_RATE_LIMITED', `${rule.text} Tente novamente em ${waitText(d.retryAfterSeconds)}.`, {
          retryAfterSeconds: d.retryAfterSeconds,
        });
      }
    }
    return next();
  });
