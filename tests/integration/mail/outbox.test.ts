import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../worker/adapters/mail/port';
import { renderMail } from '../../../worker/services/mail/layout';
import { consumeToken, issueToken, TOKEN_TTL_MS } from '../../../worker/services/mail/one-time-tokens';
import { sendMailLater } from '../../../worker/services/mail/send-later';
import { silentLogger } from '../../../worker/lib/logger';
import { readOutbox } from '../../factories/mailbox';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const message = (to: string): MailMessage => ({
  to,
  subject: 'Redefinição de senha — MC Mito',
  kind: 'password_reset',
  ...renderMail({
    greeting: 'Olá, <Ana>!',
    paragraphs: ['Recebemos um pedido.'],
    action: { label: 'Redefinir senha', url: 'http://localhost:3000/redefinir-senha?token=abc' },
  }),
});

describe('the embedded outbox (DATA_DIR/mail)', () => {
  it('writes each message as one .eml a person can open, with the link absolute and the HTML escaped', async () => {
    await t.deps.mail.send(message('ana@exemplo.com.br'));
    const [m] = readOutbox(t.dataDir).filter((x) => x.to === 'ana@exemplo.com.br');
    expect(m?.subject).toBe('Redefinição de senha — MC Mito');
    expect(m?.links).toEqual(['http://localhost:3000/redefinir-senha?token=abc']);
    expect(m?.text).toContain('Olá, <Ana>!');
    const listed = await t.deps.mail.outbox();
    expect(listed?.[0]).toMatchObject({ to: 'ana@exemplo.com.br', kind: 'password_reset', subject: 'Redefinição de senha — MC Mito' });
    expect(renderMail({ greeting: 'Olá, <Ana>!', paragraphs: [] }).html).toContain('Olá, &#60;Ana&#62;!');
  });

  it('sendMailLater retries a refusing provider and logs no address', async () => {
    let calls = 0;
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      send: async (m) => {
        if (++calls < 3) throw Object.assign(new Error('provider said 503 for bia@exemplo.com.br'), { code: 'PROVIDER_503' });
        sent.push(m);
      },
      outbox: () => null,
    };
    const lines: unknown[] = [];
    const logger = {
      ...silentLogger,
      warn: (msg: string, f?: object) => lines.push({ msg, ...f }),
      error: (msg: string, f?: object) => lines.push({ msg, ...f }),
    };
    sendMailLater({ mail: flaky, defer: t.deps.defer, logger }, message('bia@exemplo.com.br'), [1, 1]);
    await t.background.idle();
    expect(sent).toHaveLength(1);
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain('bia@');
    expect(lines[0]).toMatchObject({ kind: 'password_reset', code: 'PROVIDER_503' });
  });
});

describe('one-time link tokens', () => {
  it('work once, for their purpose only, until their time runs out; the table holds only a hash', async () => {
    const { userId } = await makeMember(t.deps);
    const token = await issueToken(t.deps, { purpose: 'password_reset', userId });
    const rows = await t.deps.db.all(sql`SELECT * FROM email_tokens`);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await consumeToken(t.deps, { purpose: 'email_confirm', token })).toBeNull();
    expect(await consumeToken(t.deps, { purpose: 'password_reset', token })).toEqual({ userId, voteId: undefined });
    expect(await consumeToken(t.deps, { purpose: 'password_reset', token })).toBeNull();
    const late = await issueToken(t.deps, { purpose: 'password_reset', userId });
    t.clock.advance(TOKEN_TTL_MS.password_reset + 1);
    expect(await consumeToken(t.deps, { purpose: 'password_reset', token: late })).toBeNull();
    expect(await consumeToken(t.deps, { purpose: 'password_reset', token: 'not a token' })).toBeNull();
  });
});
