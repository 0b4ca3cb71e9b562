import { env, exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, subscriptions, users } from '../../db/schema';
import { webDatabase } from '../../worker/adapters/db/web';
import { R2_PART_BYTES } from '../../worker/adapters/media/r2';
import { sessionCookieFrom } from '../factories/accounts';
import { png } from '../factories/media-files';

// A post image bigger than one R2 part, through the real worker bundle: start-upload procedure,
// the streamed PUT (R2 multipart), the post, and the media route serving it back.
const ORIGIN = 'https://mito.example';
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
const trpc = async <T>(path: string, body: unknown, cookie: string) => {
  const res = await call(`/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { result?: { data: T } }).result?.data as T };
};

async function prataMember() {
  const n = String(Date.now()).slice(-8);
  const signUp = await trpc(
    'auth.signUp',
    {
      email: `midia${n}@exemplo.com.br`,
      password: 'senha-do-worker',
      username: `midia_${n}`,
      displayName: 'Fã com fotos',
      whatsapp: '+55 (11) 98765-4321',
    },
    '',
  );
  expect(signUp.status).toBe(200);
  const res = await call('/trpc/auth.signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `midia${n}@exemplo.com.br`, password: 'senha-do-worker' }),
  });
  const cookie = sessionCookieFrom(res.headers)!;
  const me = await call('/trpc/auth.me', { headers: { cookie } });
  const { userId } = ((await me.json()) as { result: { data: { userId: string } } }).result.data;
  // What the billing webhook leaves behind for a paid Prata plan.
  const db = webDatabase(String(env.TURSO_DATABASE_URL));
  const now = new Date();
  await db.update(profiles).set({ subscriptionTierId: 'tier_prata' }).where(eq(profiles.userId, userId));
  // As after the confirmation link: posting waits for it.
  await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, userId));
  await db.insert(subscriptions).values({
    id: `sub_${userId}`,
    userId,
    tierId: 'tier_prata',
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + 86_400_000),
    createdAt: now,
  });
  // A new session, so the isolate's memo of the unconfirmed one does not answer.
  const again = await call('/trpc/auth.signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `midia${n}@exemplo.com.br`, password: 'senha-do-worker' }),
  });
  return sessionCookieFrom(again.headers)!;
}

describe('post media on Workers', () => {
  it('a 2-part image streams into R2, is posted and served with its sniffed type', async () => {
    const cookie = await prataMember();
    const image = png({ width: 16, height: 16, padTo: R2_PART_BYTES + 700_000 });
    const ticket = await trpc<{ uploadUrl: string; uploadId: string }>('feed.startUpload', { size: image.length }, cookie);
    expect(ticket.status).toBe(200);
    const put = await call(ticket.data.uploadUrl, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie, 'content-type': 'image/jpeg' },
      body: image,
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ kind: 'image', mime: 'image/png', size: image.length });

    const created = await trpc<{ id: string }>(
      'feed.create',
      { content: 'Foto grande no Worker', media: [{ uploadId: ticket.data.uploadId, altText: 'Palco' }] },
      cookie,
    );
    expect(created.status).toBe(200);
    const list = await call(`/trpc/feed.list?input=${encodeURIComponent('{}')}`, { headers: { cookie } });
    const page = ((await list.json()) as { result: { data: { items: Array<{ id: string; media: Array<{ url: string }> }> } } }).result.data;
    const url = page.items.find((p) => p.id === created.data.id)?.media[0]?.url ?? '';
    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const back = new Uint8Array(await served.arrayBuffer());
    // Element-wise toEqual over 6 MB is slow; the first differing index says the same.
    expect(back.length).toBe(image.length);
    expect(back.findIndex((b, i) => b !== image[i])).toBe(-1);
  });

  it('refuses an HTML file sent as a photo, and an anonymous PUT', async () => {
    const cookie = await prataMember();
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
    const ticket = await trpc<{ uploadUrl: string }>('feed.startUpload', { size: html.length }, cookie);
    expect((await call(ticket.data.uploadUrl, { method: 'PUT', headers: { origin: ORIGIN }, body: html })).status).toBe(401);
    const put = await call(ticket.data.uploadUrl, { method: 'PUT', headers: { origin: ORIGIN, cookie }, body: html });
    expect(put.status).toBe(400);
    expect(((await put.json()) as { error: { message: string } }).error.message).toMatch(/^Arquivo inválido/);
  });
});
