import { Hono } from 'hono';
import type { OutboxEntry } from '../adapters/mail/port';
import { escapeHtml, refuseInProduction, STYLE } from './dev-page';
import type { AppEnv } from './types';

const LINK = /https?:\/\/[^\s<>"']+/g;
const WHEN = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });

const PAGE_STYLE = `${STYLE}
main{max-width:48rem}.mail{background:#171717;border:1px solid #262626;border-radius:1rem;padding:1rem;margin:1rem 0}
.mail h2{font-size:1.05rem;margin:.25rem 0 .5rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .75rem;margin:0;font-size:.85rem}
dt{color:#a3a3a3}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.9rem;line-height:1.5;background:#0a0a0a;border-radius:.75rem;padding:.75rem;margin:.75rem 0 0}`;

/** The plain text, escaped, with each http(s) URL a link (the reset and confirmation buttons of the HTML part). */
function linkified(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, m.index));
    out += `<a href="${escapeHtml(m[0])}">${escapeHtml(m[0])}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function renderMail(m: OutboxEntry): string {
  return `<article class="mail"><h2>${escapeHtml(m.subject)}</h2><dl><dt>Para</dt><dd>${escapeHtml(m.to)}</dd><dt>Enviado</dt><dd><time datetime="${m.sentAt.toISOString()}">${WHEN.format(m.sentAt)}</time></dd><dt>Tipo</dt><dd>${escapeHtml(m.kind)}</dd></dl><pre>${linkified(m.text)}</pre></article>`;
}

function renderOutboxPage(mails: OutboxEntry[] | null): string {
  const head = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>E-mails enviados (desenvolvimento)</title><style>${PAGE_STYLE}</style></head><body><main><span class="tag">Somente em desenvolvimento</span><h1>E-mails enviados</h1>`;
  let body: string;
  if (mails === null) body = '<p class="muted">Este ambiente envia e-mails por um provedor: não há caixa de saída local.</p>';
  else if (mails.length === 0)
    body = '<p class="muted">Nenhum e-mail enviado ainda. Peça uma redefinição de senha em /auth e recarregue esta página.</p>';
  else
    body = `<p class="muted">${mails.length === 1 ? '1 e-mail' : `${mails.length} e-mails`}, o mais recente primeiro.</p>${mails.map(renderMail).join('')}`;
  return `${head}${body}</main></body></html>`;
}

/**
 * /dev/emails: the outbox of the embedded default (DATA_DIR/mail) or of `wrangler dev`'s isolate,
 * newest first, so a developer follows a reset link without a mail client. app.ts mounts it only
 * outside production; should it be mounted there anyway, it answers 404.
 */
export const devEmailsRoutes = new Hono<AppEnv>().use('*', refuseInProduction).get('/', async (c) => {
  const mails = await c.get('deps').mail.outbox();
  return c.html(renderOutboxPage(mails ? [...mails].sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime()) : null), 200, {
    'Cache-Control': 'no-store',
  });
});
