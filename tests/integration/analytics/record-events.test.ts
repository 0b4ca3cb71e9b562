import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../../db/schema/analytics';
import { createApp } from '../../../worker/app';
import { ANALYTICS_RATE } from '../../../worker/http/analytics';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ seed: false });
let ip = 0;

/** Each call gets its own IP unless told, so the rate limit of one test does not leak into another. */
function post(body: unknown, opts: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const clientIp = opts.ip ?? `10.0.0.${++ip}`;
  const app = createApp(t.deps, { clientIp: () => clientIp });
  return app.request('/api/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...opts.headers },
    body: opts.raw ?? JSON.stringify(body),
  });
}

const visitor = () => `v-${crypto.randomUUID()}`;
const rowsOf = (visitorId: string) => t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

describe('POST /api/analytics', () => {
  it('records a batch of page views in one go and answers 204', async () => {
    const visitorId = visitor();
    const res = await post({
      visitorId,
      events: [
        { name: 'page_view', path: '/' },
        { name: 'page_view', path: '/loja' },
      ],
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const rows = await rowsOf(visitorId);
    expect(rows.map((r) => r.path).sort()).toEqual(['/', '/loja']);
    expect(rows.every((r) => r.name === 'page_view' && r.createdAt.getTime() === t.clock.now().getTime())).toBe(true);
  });

  it('keeps offer events with their items and UTM parameters', async () => {
    const visitorId = visitor();
    const items = [
      { item_id: 'camiseta-bonde', item_name: 'Camiseta Bonde do Mito', price: 75.92, quantity: 2, item_category: 'Camiseta' },
    ];
    const res = await post({
      visitorId,
      events: [
        {
          name: 'view_club_offer',
          path: '/',
          props: { offer_type: 'club_membership' },
          utm: { utm_source: 'instagram', utm_campaign: 'lancamento' },
        },
        { name: 'begin_checkout', path: '/', props: { value: 151.84, items } },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await rowsOf(visitorId);
    const offer = rows.find((r) => r.name === 'view_club_offer')!;
    expect(offer.props).toEqual({ offer_type: 'club_membership' });
    expect(offer.utm).toEqual({ utm_source: 'instagram', utm_campaign: 'lancamento' });
    expect(rows.find((r) => r.name === 'begin_checkout')!.props).toEqual({ value: 151.84, items });
  });

  it('strips anything that looks like personal data from props, UTM and path', async () => {
    const visitorId = visitor();
    const res = await post({
      visitorId,
      events: [
        {
          name: 'begin_checkout',
          path: '/pedido/confirmacao/MITO-ABC123',
          props: {
            transaction_id: 'MITO-ABC123',
            cpf: '123.456.789-09',
            Email: 'fa@exemplo.com',
            whatsapp: '11999998888',
            name: 'Maria da Silva',
            phone: '(11) 3333-4444',
            customer_email: 'x@y.com.br',
            note: 'meu cpf é 12345678909',
            contact: 'maria@exemplo.com',
            celular: '+55 (11) 99999-9999',
            raw: 12345678909,
            items: [{ item_name: 'Camiseta Chora Piranha', participant_cpf: '12345678909' }, 'joao@exemplo.com'],
          },
          utm: { utm_source: 'newsletter', utm_content: 'joao@exemplo.com' },
        },
        { name: 'page_view', path: '/u/maria@exemplo.com?cpf=12345678909#x' },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await rowsOf(visitorId);
    const purchase = rows.find((r) => r.name === 'begin_checkout')!;
    expect(purchase.props).toEqual({ transaction_id: 'MITO-ABC123', items: [{ item_name: 'Camiseta Chora Piranha' }] });
    expect(purchase.utm).toEqual({ utm_source: 'newsletter' });
    expect(purchase.path).toBe('/pedido/confirmacao/:codigo');
    expect(rows.find((r) => r.name === 'page_view')!.path).toBe('/u/:removido');
    const everything = JSON.stringify(rows);
    for (const leak of ['12345678909', '123.456.789-09', '@exemplo.com', '99999', '3333-4444', 'Maria'])
      expect(everything).not.toContain(leak);
  });

  it('accepts the beacon body even when labelled text/plain', async () => {
    const visitorId = visitor();
    const res = await post(
      { visitorId, events: [{ name: 'page_view', path: '/' }] },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    );
    expect(res.status).toBe(204);
    expect(await rowsOf(visitorId)).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', undefined, '{"visitorId": '],
    ['an unknown event name', { visitorId: 'visitor-123', events: [{ name: 'hack', path: '/' }] }, undefined],
    ['no events', { visitorId: 'visitor-123', events: [] }, undefined],
    [
      'more than 20 events',
      { visitorId: 'visitor-123', events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) },
      undefined,
    ],
    ['a path that is not a path', { visitorId: 'visitor-123', events: [{ name: 'page_view', path: 'https://evil.example/' }] }, undefined],
    ['a too long path', { visitorId: 'visitor-123', events: [{ name: 'page_view', path: `/${'a'.repeat(400)}` }] }, undefined],
    ['a bad visitor id', { visitorId: '<script>', events: [{ name: 'page_view', path: '/' }] }, undefined],
    ['huge props', { visitorId: 'visitor-123', events: [{ name: 'page_view', path: '/', props: { x: 'a'.repeat(3000) } }] }, undefined],
    [
      'deeply nested props',
      { visitorId: 'visitor-123', events: [{ name: 'page_view', path: '/', props: { a: { b: { c: { d: { e: 1 } } } } } }] },
      undefined,
    ],
    ['an unknown UTM key', { visitorId: 'visitor-123', events: [{ name: 'page_view', path: '/', utm: { utm_evil: 'x' } }] }, undefined],
    ['a JSON array', [], undefined],
  ])('refuses %s with a 400 and a Portuguese message', async (_label, body, raw) => {
    const res = await post(body, { raw });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Dados de analytics inválidos.', code: 'ANALYTICS_INVALID' } });
  });

  it('refuses a purchase reported by a browser (the webhook records purchases), and writes nothing of that batch', async () => {
    const visitorId = visitor();
    const res = await post({
      visitorId,
      events: [
        { name: 'page_view', path: '/' },
        { name: 'purchase', path: '/pedido/confirmacao/MITO-FAKE01', props: { transaction_id: 'MITO-FAKE01', value: 999 } },
      ],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Dados de analytics inválidos.', code: 'ANALYTICS_INVALID' } });
    expect(await rowsOf(visitorId)).toHaveLength(0);
  });

  it.each([
    ['in props', (deep: string) => `{"visitorId":"visitor-123","events":[{"name":"page_view","path":"/","props":{"a":${deep}}}]}`],
    ['as the whole body', (deep: string) => deep],
    ['as the events', (deep: string) => `{"visitorId":"visitor-123","events":${deep}}`],
  ])('refuses JSON nested 3,000 levels deep %s with a 400, not a 500', async (_where, wrap) => {
    const deep = `${'{"a":'.repeat(1500)}${'['.repeat(1500)}1${']'.repeat(1500)}${'}'.repeat(1500)}`;
    const res = await post(undefined, { raw: wrap(deep) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Dados de analytics inválidos.', code: 'ANALYTICS_INVALID' } });
  });

  it('refuses a body over the size limit with 413, not 500', async () => {
    const res = await post(undefined, { raw: JSON.stringify({ visitorId: 'visitor-123', pad: 'x'.repeat(40_000) }) });
    expect(res.status).toBe(413);
  });

  it('nothing is written when a batch is refused', async () => {
    const visitorId = visitor();
    await post({
      visitorId,
      events: [
        { name: 'page_view', path: '/' },
        { name: 'nope', path: '/' },
      ],
    });
    expect(await rowsOf(visitorId)).toHaveLength(0);
  });

  it('rate limits per IP with a 429 and leaves other IPs alone', async () => {
    const visitorId = visitor();
    const body = { visitorId, events: [{ name: 'page_view', path: '/' }] };
    for (let i = 0; i < ANALYTICS_RATE.max; i++) expect((await post(body, { ip: '1.2.3.4' })).status).toBe(204);
    const limited = await post(body, { ip: '1.2.3.4' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/Aguarde/);
    expect((await post(body, { ip: '5.6.7.8' })).status).toBe(204);
    t.clock.advance(ANALYTICS_RATE.windowSeconds * 1000 + 1);
    expect((await post(body, { ip: '1.2.3.4' })).status).toBe(204);
  });

  it('answers 503 (not 500) when the database cannot take the batch', async () => {
    const broken = {
      ...t.deps,
      db: { insert: () => ({ values: () => Promise.reject(new Error('database is locked')) }) },
    } as unknown as typeof t.deps;
    const res = await createApp(broken, { clientIp: () => '9.9.9.9' }).request('/api/analytics', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ visitorId: visitor(), events: [{ name: 'page_view', path: '/' }] }),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/indisponível/);
  });

  it('refuses a post from another site (CSRF guard)', async () => {
    const res = await post(
      { visitorId: visitor(), events: [{ name: 'page_view', path: '/' }] },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });
});
