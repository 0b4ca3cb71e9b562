import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

/*
 * What the embedded default's own pages share (the payment and subscription simulators, the
 * outbox at /dev/emails): they never answer in production, and they are plain HTML in one style.
 */

/** Posts one signed event to the site's own webhook route (through the whole app); answers its status. */
export type WebhookDelivery = (origin: string, event: { payload: string; signature: string }) => Promise<number>;

/** The entries never build a simulator in production; should one be mounted anyway, it still answers nothing there. */
export const refuseInProduction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('deps').config.APP_ENV === 'production') return answerError(c, new AppError('NOT_FOUND'));
  await next();
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0a0a0a;color:#fafafa}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 3rem}.tag{display:inline-block;background:#facc15;color:#0a0a0a;font-weight:800;font-size:.7rem;letter-spacing:.08em;text-transform:uppercase;padding:.25rem .5rem;border-radius:.25rem}
h1{font-size:1.5rem;margin:.75rem 0 .25rem}.muted{color:#a3a3a3;font-size:.875rem}.card{background:#171717;border:1px solid #262626;border-radius:1rem;padding:1rem;margin:1rem 0}
.line{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #262626;font-size:.9rem}.line:last-child{border:0}.line strong,.total span{white-space:nowrap}
.total{display:flex;justify-content:space-between;font-size:1.25rem;font-weight:800;margin-top:.5rem}.notice{background:#422006;border:1px solid #a16207;color:#fde68a;padding:.75rem;border-radius:.75rem;font-size:.9rem}
form{display:grid;gap:.6rem}button{min-height:3rem;border:0;border-radius:.75rem;font-weight:800;font-size:1rem;cursor:pointer;padding:.5rem 1rem}
.pay{background:#facc15;color:#0a0a0a}.alt{background:#262626;color:#fafafa}.bad{background:transparent;color:#fca5a5;border:1px solid #7f1d1d}
small{display:block;font-weight:400;font-size:.75rem;opacity:.75}a{color:#facc15}`;
