import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailProviderError } from '../../../worker/adapters/mail/resend';
import type { MailMessage } from '../../../worker/adapters/mail/port';
import { silentLogger } from '../../../worker/lib/logger';
import { renderMail } from '../../../worker/services/mail/layout';
import { sendMailLater } from '../../../worker/services/mail/send-later';
import { startResendStandIn, STAND_IN_RESEND_KEY } from '../../setup/resend-stand-in';
import { createTestDeps, useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let standIn: Awaited<ReturnType<typeof startResendStandIn>>;
beforeAll(async () => {
  standIn = await startResendStandIn();
});
afterAll(() => standIn.close());

const message = (to: string): MailMessage => ({
  to,
  subject: 'Redefinição de senha — MC Mito',
  kind: 'password_reset',
  ...renderMail({
    greeting: 'Olá, Ana!',
    paragraphs: ['Recebemos um pedido.'],
    action: { label: 'Redefinir senha', url: 'https://mcmito.com.br/redefinir-senha?token=abc' },
  }),
});

function recordingLogger() {
  const lines: Array<{ level: string; msg: string } & Record<string, unknown>> = [];
  const at = (level: string) => (msg: string, f?: object) => void lines.push({ level, msg, ...f });
  return { lines, logger: { ...silentLogger, warn: at('warn'), error: at('error') } };
}

describe('the Resend adapter against a local stand-in of its API', () => {
  it('posts the message as Resend reads it: Bearer key, JSON with from, to, subject, text, html and the kind as a tag', async () => {
    const m = message('ana@exemplo.com.br');
    await standIn.mailer().send(m);
    const req = standIn.received.at(-1)!;
    expect(req.authorization).toBe(`Bearer ${STAND_IN_RESEND_KEY}`);
    expect(req.contentType).toBe('application/json');
    expect(req.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(req.body).toEqual({
      from: 'MC Mito <nao-responda@mcmito.com.br>',
      to: ['ana@exemplo.com.br'],
      subject: 'Redefinição de senha — MC Mito',
      text: m.text,
      html: m.html,
      tags: [{ name: 'kind', value: 'password_reset' }],
    });
  });

  it('a 5xx is retried through sendMailLater with the same idempotency key, and the message goes once', async () => {
    const { lines, logger } = recordingLogger();
    const before = standIn.received.length;
    standIn.failNext(2, 503);
    sendMailLater({ mail: standIn.mailer(), defer: t.deps.defer, logger }, message('bia@exemplo.com.br'), [1, 1, 1]);
    await t.background.idle();
    const calls = standIn.received.slice(before);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(lines.map((l) => [l.level, l.code])).toEqual([
      ['warn', 'MAIL_PROVIDER_DOWN'],
      ['warn', 'MAIL_PROVIDER_DOWN'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('bia@');
  });

  it('a 4xx refusal surfaces as a permanent error: logged once, not retried, no address in the log', async () => {
    await expect(standIn.mailer('re_wrong_key').send(message('caio@exemplo.com.br'))).rejects.toMatchObject({
      name: 'MailProviderError',
      status: 401,
      permanent: true,
    });
    const { lines, logger } = recordingLogger();
    const before = standIn.received.length;
    sendMailLater({ mail: standIn.mailer('re_wrong_key'), defer: t.deps.defer, logger }, message('caio@exemplo.com.br'), [1, 1, 1]);
    await t.background.idle();
    expect(standIn.received.length - before).toBe(1);
    expect(lines).toEqual([
      {
        level: 'error',
        msg: 'mail not sent',
        kind: 'password_reset',
        attempts: 1,
        name: 'MailProviderError',
        code: 'MAIL_PROVIDER_REFUSED',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('caio@');
  });

  it('a 429 is busy, not permanent: it is tried again', async () => {
    const before = standIn.received.length;
    standIn.failNext(1, 429);
    sendMailLater({ mail: standIn.mailer(), defer: t.deps.defer, logger: silentLogger }, message('davi@exemplo.com.br'), [1]);
    await t.background.idle();
    expect(standIn.received.length - before).toBe(2);
    expect(new MailProviderError(429).permanent).toBe(false);
  });

  it('the Node entry sends through Resend when its key is set, and keeps no outbox', async () => {
    const site = await createTestDeps({ config: { RESEND_API_KEY: STAND_IN_RESEND_KEY, RESEND_BASE_URL: standIn.baseUrl } });
    try {
      await site.deps.mail.send(message('eva@exemplo.com.br'));
      expect(standIn.received.at(-1)?.body.to).toEqual(['eva@exemplo.com.br']);
      expect(site.deps.mail.outbox()).toBeNull();
    } finally {
      site.cleanup();
    }
  });
});
