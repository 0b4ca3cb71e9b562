/** The text and HTML of one message, from the same parts, so the two never say different things. */
export interface MailParts {
  /** "Olá, Ana!" — the name is the member's own, escaped in the HTML. */
  greeting: string;
  paragraphs: string[];
  /** The one button of the message; its URL is absolute. */
  action?: { label: string; url: string };
  /** Said under the button: why this arrived, what to do when it was not you. */
  footer?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMail(p: MailParts): { text: string; html: string } {
  const text = [
    p.greeting,
    '',
    ...p.paragraphs.flatMap((x) => [x, '']),
    ...(p.action ? [`${p.action.label}: ${p.action.url}`, ''] : []),
    ...(p.footer ? [p.footer, ''] : []),
    '— Equipe MC Mito',
  ].join('\n');
  const button = p.action
    ? `<p><a href="${escapeHtml(p.action.url)}" style="display:inline-block;padding:12px 20px;background:#7c3aed;color:#fff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(p.action.label)}</a></p><p style="font-size:12px;color:#666">Se o botão não abrir, copie este endereço: ${escapeHtml(p.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:auto;padding:16px">',
    `<p>${escapeHtml(p.greeting)}</p>`,
    ...p.paragraphs.map((x) => `<p>${escapeHtml(x)}</p>`),
    button,
    p.footer ? `<p style="font-size:12px;color:#666">${escapeHtml(p.footer)}</p>` : '',
    '<p>— Equipe MC Mito</p></body></html>',
  ].join('');
  return { text, html };
}
