import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../../db/schema';
import type { AppEnv } from '../../../worker/http/types';
import { nodeSharePages } from '../../../worker/node/share-pages';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

/*
 * The shareable pages on Node: the shell (web/index.html as Prettier formats it, a tag may span lines)
 * with each thing's own Open Graph / Twitter tags, read as a crawler reads them (no JavaScript).
 */
const t = useTestDeps({ writeLimits: false });
const ORIGIN = 'http://localhost:3000';
const dist = mkdtempSync(join(tmpdir(), 'mito-share-pages-'));
writeFileSync(join(dist, 'spa.html'), readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'));
writeFileSync(join(dist, '404.html'), '<!doctype html><html lang="pt-BR"><body><h1>Página não encontrada</h1></body></html>');
const app = testApp(t, { clientIp: () => '203.0.113.61', mounts: { staticWeb: new Hono<AppEnv>().route('/', nodeSharePages(dist)) } });

const meta = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1];
};
const metaCount = (html: string, key: string) => html.split(`"${key}"`).length - 1;

async function page(path: string) {
  const res = await app.request(`${ORIGIN}${path}`);
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
}

let author: Awaited<ReturnType<typeof makeMember>>;
beforeAll(async () => {
  author = await makeMember(t.deps, { username: 'ana_funk' });
});

describe('a shared post’s link (/post/{id})', () => {
  it('names the post: its opening words and author, the post card picture, og:url, and only one of each tag', async () => {
    const postId = await makePost(t.deps, author.userId, { content: 'Ensaio aberto hoje às 20h no Baile do Mito, chega cedo!' });
    const { status, html, type } = await page(`/post/${postId}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(meta(html, 'og:title')).toContain('Ensaio aberto hoje às 20h');
    expect(meta(html, 'og:description')).toContain('@ana_funk');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/post/${postId}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/og/post.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    for (const key of ['og:title', 'og:image', 'og:description', 'twitter:title']) expect(metaCount(html, key), key).toBe(1);
    expect(html).not.toContain('MC Mito — Vote na camiseta oficial');
    expect(html).toContain('<div id="root">');
  });

  it('escapes what the member wrote and strips direction-changing characters', async () => {
    const postId = await makePost(t.deps, author.userId, { content: 'Olha "isso" <script>alert(1)</script> \u202Eevil & mais' });
    const { html } = await page(`/post/${postId}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('\u202E');
    expect(meta(html, 'og:description')).toContain('Olha &quot;isso&quot; &lt;script&gt;alert(1)&lt;/script&gt; evil &amp; mais');
  });

  it('an exclusive post shows the teaser to everyone: nothing of its text', async () => {
    const artist = await makeSubscriber(t.deps, 'tier_ouro', { username: t.deps.config.ARTIST_USERNAME });
    const { id } = await t
      .caller({ headers: artist.headers })
      .feed.create({ content: 'Letra secreta do próximo single', visibility: 'ouro' });
    const { status, html } = await page(`/post/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('Letra secreta');
    expect(meta(html, 'og:title')).toContain('Post exclusivo de');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/og/exclusive.jpg`);
    const visitor = await t.caller().feed.sharedPost({ postId: id });
    expect(visitor).toMatchObject({ locked: true, content: '', media: [], poll: null });
  });

  it('a removed post, a hidden one, a suspended member’s, an unknown or malformed id: the 404 page with status 404', async () => {
    const removed = await makePost(t.deps, author.userId);
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, removed));
    const hidden = await makePost(t.deps, author.userId);
    await t.deps.db.update(posts).set({ hiddenAt: t.clock.now() }).where(eq(posts.id, hidden));
    const suspendedMember = await makeMember(t.deps);
    const bySuspended = await makePost(t.deps, suspendedMember.userId, { content: 'Post de quem foi suspenso' });
    await t.deps.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, suspendedMember.userId));
    for (const id of [removed, hidden, bySuspended, 'post_nao_existe', 'x'.repeat(300)]) {
      const { status, html } = await page(`/post/${id}`);
      expect(status, id).toBe(404);
      expect(html).toContain('Página não encontrada');
      expect(html).not.toContain('Post de quem foi suspenso');
    }
    await expect(t.caller().feed.sharedPost({ postId: bySuspended })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post não encontrado',
    });
  });
});

describe('a profile, a design and the live', () => {
  it('a profile names the member and their counts; an unknown one is a 404', async () => {
    const { html } = await page('/membro/ANA_FUNK');
    expect(meta(html, 'og:title')).toBe('ana_funk (@ana_funk) — MC Mito');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/membro/ana_funk`);
    expect((await page('/membro/ninguem_aqui')).status).toBe(404);
  });

  it('a design names the shirt from the catalogue, with its own picture; an unknown slug is a 404', async () => {
    const { html } = await page('/camiseta/design4');
    expect(meta(html, 'og:title')).toContain('Chora Piranha');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/og/design4.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect((await page('/camiseta/design99')).status).toBe(404);
  });

  it('the live says what it is, nothing of the live itself', async () => {
    const { status, html } = await page('/ao-vivo');
    expect(status).toBe(200);
    expect(meta(html, 'og:title')).toContain('Live do MC Mito');
  });
});
