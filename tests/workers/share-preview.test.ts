import { env, exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import { silentLogger } from '../../worker/lib/logger';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';

// A shared post's link through the real worker bundle in workerd (wrangler.toml: run_worker_first
// sends /post/* to the Worker): the built shell from the asset binding, its site-wide tags replaced
// by the post's own through HTMLRewriter.
const get = (url: string) => exports.default.fetch(new Request(url));
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('a shared post on Workers', () => {
  it('its HTML names the post and its author, once, with the card picture and its own address', async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const author = await makeMember(deps, { username: `bia_${deps.random.int(1e6)}` });
    const postId = await makePost(deps, author.userId, { content: 'Clipe novo saindo <amanhã> & "sem" atraso!' });
    const origin = 'https://mito.example';

    const res = await get(`${origin}/post/${postId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(metas(html, 'og:title')).toEqual([`${author.username}: “Clipe novo saindo &lt;amanhã&gt; &amp; &quot;sem&quot; atraso!”`]);
    expect(metas(html, 'og:description')[0]).toContain(`@${author.username}`);
    expect(metas(html, 'og:url')).toEqual([`${origin}/post/${postId}`]);
    expect(metas(html, 'og:image')).toEqual([`${origin}/images/og/post.jpg`]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Vote na camiseta oficial"');
    // Still the app's shell: the SPA takes over for a person.
    expect(html).toContain('<div id="root">');

    // Its picture answers 200 with an image.
    const image = await get(`${origin}/images/og/post.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a removed post is the 404 page with status 404', async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const author = await makeMember(deps);
    const postId = await makePost(deps, author.userId, { content: 'Vai sumir' });
    await deps.db.update(posts).set({ removedAt: deps.clock.now() }).where(eq(posts.id, postId));
    const res = await get(`https://outra.mito.example/post/${postId}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('Vai sumir');
    expect(html).toContain('Página não encontrada');
  });
});
