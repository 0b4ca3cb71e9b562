import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, posts, postTerms, tags } from '../../../db/schema';
import { searchPostsQuery } from '../../../worker/services/search/search-posts';
import { artistMember } from '../../factories/artist-member';
import { makeTag } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { POST_BURST_MS } from '../../../worker/services/feed/count-my-posts';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });
let seq = 0;
/** A word no other case uses, so cases sharing a database never see each other's posts. */
const word = () => `palavra${++seq}x${t.deps.random.int(1e6)}`;

async function postAs(headers: Headers, content: string, extra: { tagIds?: string[]; visibility?: 'all' | 'prata' | 'ouro' } = {}) {
  const { id } = await t.caller({ headers }).feed.create({ content, ...extra });
  await t.clock.advance(1000);
  return id;
}
const searchPosts = (headers: Headers, q: string, cursor?: string | null) =>
  t.caller({ headers }).feed.search({ q, section: 'posts', cursor });
const ids = (page: { posts: { id: string }[] }) => page.posts.map((p) => p.id);

describe('feed.search: posts', () => {
  it('a new post is found by its words, by a prefix, without accents or case, and with several words together', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const w = word();
    const id = await postAs(ana.headers, `Ação no Baile ${w} hoje à noite!`);
    const other = await postAs(ana.headers, `Baile amanhã ${w}`);
    for (const q of [w, w.slice(0, 3), 'acao', 'AÇÃO', `baile ${w}`, `${w} noite`]) {
      const page = await searchPosts(ana.headers, q);
      expect(ids(page), q).toContain(id);
    }
    expect(ids(await searchPosts(ana.headers, `${w} noite`))).toEqual([id]);
    expect(ids(await searchPosts(ana.headers, `${w} amanha`))).toEqual([other]);
    // One letter or only symbols: nothing searchable, an empty page rather than every post.
    expect(await searchPosts(ana.headers, 'a')).toMatchObject({ posts: [], nextCursor: null });
    expect(await searchPosts(ana.headers, '%%')).toMatchObject({ posts: [], nextCursor: null });
  });

  it("an edit rewrites the post's terms (its tags stay findable); an edit refused after 24 h leaves them", async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const [before, after, later] = [word(), word(), word()];
    const tagId = await makeTag(t.deps, 'editada');
    const [tag] = await t.deps.db.select({ name: tags.name }).from(tags).where(eq(tags.id, tagId));
    const id = await postAs(ana.headers, `Primeiro texto ${before}`, { tagIds: [tagId] });
    expect(ids(await searchPosts(ana.headers, `#${tag!.name}`))).toEqual([id]);
    await t.caller({ headers: ana.headers }).feed.editPost({ postId: id, content: `Texto novo ${after}` });
    expect(ids(await searchPosts(ana.headers, before))).toEqual([]);
    expect(ids(await searchPosts(ana.headers, after))).toEqual([id]);
    expect(ids(await searchPosts(ana.headers, `#${tag!.name}`))).toEqual([id]);

    await t.clock.advance(25 * 3600_000);
    await expect(t.caller({ headers: ana.headers }).feed.editPost({ postId: id, content: `Tarde demais ${later}` })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(ids(await searchPosts(ana.headers, after))).toEqual([id]);
    expect(ids(await searchPosts(ana.headers, later))).toEqual([]);
  });

  it('the terms are written in the post batch and go with the post', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const w = word();
    const id = await postAs(ana.headers, `Solta o play ${w}`);
    const terms = await t.deps.db.select({ term: postTerms.term }).from(postTerms).where(eq(postTerms.postId, id));
    expect(terms.map((r) => r.term)).toEqual(expect.arrayContaining(['so', 'sol', 'solta', 'pl', 'play', w, w.slice(0, 2)]));
    await t.caller({ headers: ana.headers }).feed.delete({ postId: id });
    expect(await t.deps.db.select({ term: postTerms.term }).from(postTerms).where(eq(postTerms.postId, id))).toEqual([]);
    expect(ids(await searchPosts(ana.headers, w))).toEqual([]);
  });

  it('pages newest first by keyset: 45 posts come as 20, 20 and 5, none repeated or skipped', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const w = word();
    const made: string[] = [];
    for (let i = 0; i < 45; i++) {
      // Past the plan's burst (30 in 10 minutes for Ouro), the next posts come after the window.
      if (i > 0 && i % 25 === 0) t.clock.advance(POST_BURST_MS);
      made.push(await postAs(ana.headers, `Post ${i} ${w}`));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await searchPosts(ana.headers, w, cursor);
      sizes.push(page.posts.length);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual([...made].reverse());
  });

  it('a tag is found as #nome exactly, and its name as a word', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const tag = await makeTag(t.deps, 'bonde');
    const [row] = await t.deps.db.all<{ name: string }>(sql`SELECT name FROM tags WHERE id = ${tag}`);
    const id = await postAs(ana.headers, 'Sem a palavra no texto', { tagIds: [tag] });
    expect(ids(await searchPosts(ana.headers, `#${row!.name}`))).toEqual([id]);
    expect(ids(await searchPosts(ana.headers, row!.name))).toContain(id);
    expect(ids(await searchPosts(ana.headers, `#${row!.name.slice(0, 4)}`))).not.toContain(id);
  });

  it('removed, hidden, muted, blocked and above-the-plan posts are never found', async () => {
    const viewer = await makeSubscriber(t.deps, 'tier_bronze');
    const author = await makeSubscriber(t.deps, 'tier_ouro');
    const blocker = await makeSubscriber(t.deps, 'tier_ouro');
    const artist = await artistMember(t.deps);
    const w = word();
    const shown = await postAs(author.headers, `visível ${w}`);
    const removed = await postAs(author.headers, `removido ${w}`);
    const hidden = await postAs(author.headers, `escondido ${w}`);
    const exclusive = await postAs(artist.headers, `exclusivo ${w}`, { visibility: 'prata' });
    const blockedOne = await postAs(blocker.headers, `bloqueado ${w}`);
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, removed));
    await t.deps.db.update(posts).set({ hiddenAt: t.clock.now() }).where(eq(posts.id, hidden));
    await t.deps.db.insert(blocks).values({ blockerId: blocker.userId, blockedId: viewer.userId, createdAt: t.clock.now() });
    expect(ids(await searchPosts(viewer.headers, w))).toEqual([shown]);
    expect(ids(await searchPosts(viewer.headers, 'exclusivo'))).not.toContain(exclusive);
    // The artist's own account and a member whose plan opens it find the exclusive post.
    expect(ids(await searchPosts(artist.headers, `exclusivo ${w}`))).toEqual([exclusive]);
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    expect(ids(await searchPosts(prata.headers, `exclusivo ${w}`))).toEqual([exclusive]);
    expect(ids(await searchPosts(author.headers, `bloqueado ${w}`))).toEqual([blockedOne]);
    await t.caller({ headers: viewer.headers }).feed.mute({ username: author.username });
    expect(ids(await searchPosts(viewer.headers, w))).toEqual([]);
  });

  it('the query walks the term index and probes the others: no scan of posts (EXPLAIN QUERY PLAN)', async () => {
    const viewer = await makeMember(t.deps);
    const query = searchPostsQuery(t.deps, {
      viewerId: viewer.userId,
      level: 'all',
      lead: 'baile',
      rest: ['noite'],
      cursor: `${Date.now()}_post_x`,
    });
    // The query's own text and parameters, as the driver receives them.
    const { sql: text, params } = query.toSQL();
    const parts = text.split('?');
    const bound = sql.join(parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))));
    const plan = await t.deps.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${bound}`);
    const details = plan.map((r) => r.detail);
    expect(details[0]).toMatch(/SEARCH t USING (COVERING )?INDEX sqlite_autoindex_post_terms_1 \(term=\? AND/);
    expect(details.filter((d) => /^SCAN /.test(d))).toEqual([]);
    expect(details.some((d) => /USE TEMP B-TREE/.test(d))).toBe(false);
    expect(details.join('\n')).toMatch(/SEARCH posts USING INDEX sqlite_autoindex_posts_1 \(id=\?\)/);
  });

  it('refuses a caller without a session, and an empty query is a Portuguese message', async () => {
    await expect(t.caller().feed.search({ q: 'baile', section: 'posts' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Login necessário',
    });
    const m = await makeMember(t.deps);
    await expect(t.caller({ headers: m.headers }).feed.search({ q: '   ', section: 'posts' })).rejects.toThrow('Digite algo para buscar');
  });
});
