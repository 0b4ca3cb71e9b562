import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { renderMail } from '../../../worker/services/mail/layout';
import { testConfig } from '../../setup/test-config';
import { useTestDeps } from '../../setup/test-deps';

const ORIGIN = 'http://localhost:3000';
const t = useTestDeps();
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp(t.deps, { clientIp: () => '203.0.113.70' });
});

const PRODUCTION = {
  APP_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_never_called',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAsite',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
  RESEND_API_KEY: 're_never_called',
};

describe('/dev/emails', () => {
  it('lists the outbox newest first, with To, Subject, time and the text whose links are clickable, all escaped', async () => {
    const link = `${ORIGIN}/redefinir-senha?token=abcdefghijklmnopqrstuvwxyz234567`;
    await t.deps.mail.send({
      to: 'primeira@exemplo.com.br',
      subject: 'Primeiro',
      kind: 'email_confirm',
      ...renderMail({ greeting: 'Olá!', paragraphs: ['Antigo.'] }),
    });
    t.clock.advance(60_000);
    await t.deps.mail.send({
      to: 'ana@exemplo.com.br',
      subject: 'Redefinição de senha <b>',
      kind: 'password_reset',
      ...renderMail({
        greeting: 'Olá, <script>alert(1)</script>!',
        paragraphs: ['Recebemos um pedido.'],
        action: { label: 'Redefinir senha', url: link },
      }),
    });
    const res = await app.request(`${ORIGIN}${PATHS.devEmails}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html.indexOf('ana@exemplo.com.br')).toBeLessThan(html.indexOf('primeira@exemplo.com.br'));
    expect(html).toContain('Redefinição de senha &lt;b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<a href="${link}">${link}</a>`);
    // 12:01 UTC on 2026-11-23 is 09:01 in São Paulo.
    expect(html).toContain('23/11/2026, 09:01:00');
  });

  it('does not exist in production (Node entry config): the app’s 404', async () => {
    const production = createApp({ ...t.deps, config: testConfig(PRODUCTION) }, { clientIp: () => '203.0.113.71' });
    const res = await production.request(`${ORIGIN}${PATHS.devEmails}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('@exemplo.com.br');
  });
});
