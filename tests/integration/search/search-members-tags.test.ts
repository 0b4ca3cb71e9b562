import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTerms, posts, postTerms, profiles, tags } from '../../../db/schema';
import { backfillAll, backfillSearchTerms } from '../../../worker/services/search/backfill-search-terms';
import { signUpForm } from '../../factories/accounts';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });
let seq = 0;
const unique = () => `${++seq}x${t.deps.random.int(1e6)}`;

describe('feed.search: members', () => {
  it("finds a member by a word of the name (accents folded), by '@username' prefix, and after a rename", async () => {
    const viewer = await makeMember(t.deps);
    const n = unique();
    const ana = await makeMember(t.deps, { username: `ana_sil${n}` });
    await t.deps.db
      .update(profiles)
      .set({ displayName: `Anaís Brandão${n}` })
      .where(eq(profiles.userId, ana.userId));
    await backfillAll(t.deps);
    const find = (q: string) =>
      t
        .caller({ headers: viewer.headers })
        .feed.search({ q, section: 'members' })
        .then((p) => p.members.map((m) => m.username));
    expect(await find(`brandao${n}`)).toEqual([ana.username]);
    expect(await find(`anais brandão${n}`)).toEqual([ana.username]);
    expect(await find(`@ana_sil${n}`)).toEqual([ana.username]);
    expect(await find(`@ana_si`)).toContain(ana.username);
    // '@' is the username only: the name's words do not match it.
    expect(await find(`@brandao${n}`)).toEqual([]);
    await t.caller({ headers: ana.headers }).members.updateSettings({ displayName: `Nova Fase${n}`, whatsapp: '+55 (11) 98765-4321' });
    expect(await find(`fase${n}`)).toEqual([ana.username]);
    expect(await find(`brandao${n}`)).toEqual([]);
  });

  it('a member who signs up is found at once (terms written with the profile)', async () => {
    const viewer = await makeMember(t.deps);
    const n = unique();
    await t.caller().auth.signUp(signUpForm({ username: `lia${n}`, displayName: 'Lia Conceição' }));
    const page = await t.caller({ headers: viewer.headers }).feed.search({ q: `@lia${n}`, section: 'members' });
    expect(page.members).toMatchObject([{ username: `lia${n}`, displayName: 'Lia Conceição' }]);
  });

  it('pages members by keyset', async () => {
    const viewer = await makeMember(t.deps);
    const n = unique();
    const made = await Promise.all(Array.from({ length: 23 }, (_, i) => makeMember(t.deps, { username: `grupo${n}_${i}` })));
    await backfillAll(t.deps);
    const first = await t.caller({ headers: viewer.headers }).feed.search({ q: `grupo${n}`, section: 'members' });
    const second = await t
      .caller({ headers: viewer.headers })
      .feed.search({ q: `grupo${n}`, section: 'members', cursor: first.nextCursor });
    expect(first.members).toHaveLength(20);
    expect(second).toMatchObject({ nextCursor: null });
    expect(new Set([...first.members, ...second.members].map((m) => m.username))).toEqual(new Set(made.map((m) => m.username)));
  });
});

describe('feed.search: tags', () => {
  it('finds tags by name prefix, by keyset, and #nome as that tag', async () => {
    const viewer = await makeMember(t.deps);
    const n = unique();
    await t.deps.db.insert(tags).values(
      Array.from({ length: 22 }, (_, i) => ({
        id: `tg_${n}_${i}`,
        name: `passinho${n}_${String(i).padStart(2, '0')}`,
        color: '#f59e0b',
      })),
    );
    const api = t.caller({ headers: viewer.headers }).feed;
    const first = await api.search({ q: `Passinho${n}`, section: 'tags' });
    expect(first.tags).toHaveLength(20);
    const second = await api.search({ q: `passinho${n}`, section: 'tags', cursor: first.nextCursor });
    expect(second.tags.map((x) => x.name)).toEqual([`passinho${n}_20`, `passinho${n}_21`]);
    expect((await api.search({ q: `#passinho${n}_07`, section: 'tags' })).tags.map((x) => x.name)).toEqual([`passinho${n}_07`]);
  });
});

describe('backfill', () => {
  it('indexes posts and members written before the index, in chunks, once', async () => {
    const author = await makeMember(t.deps);
    const w = `antigo${unique()}`;
    await t.deps.db.delete(memberTerms).where(eq(memberTerms.userId, author.userId));
    // Older than every post already indexed: what a database from before the index holds.
    const old = Array.from({ length: 7 }, (_, i) => ({
      id: `old_${w}_${i}`,
      userId: author.userId,
      content: `post ${i} ${w}`,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
    }));
    await t.deps.db.insert(posts).values(old);
    const viewer = await makeMember(t.deps);
    const find = () =>
      t
        .caller({ headers: viewer.headers })
        .feed.search({ q: w, section: 'posts' })
        .then((p) => p.posts.length);
    expect(await find()).toBe(0);
    const r1 = await backfillSearchTerms(t.deps, { posts: 5, members: 1000 });
    expect(r1).toMatchObject({ posts: 5, done: false });
    expect(await find()).toBe(5);
    await backfillAll(t.deps);
    expect(await find()).toBe(7);
    const rows = await t.deps.db.select({ term: postTerms.term }).from(postTerms).where(eq(postTerms.postId, old[0]!.id));
    await backfillAll(t.deps);
    expect(await t.deps.db.select({ term: postTerms.term }).from(postTerms).where(eq(postTerms.postId, old[0]!.id))).toHaveLength(
      rows.length,
    );
    expect(await backfillSearchTerms(t.deps)).toEqual({ posts: 0, members: 0, done: true });
    const found = await t.caller({ headers: viewer.headers }).feed.search({ q: `@${author.username}`, section: 'members' });
    expect(found.members.map((m) => m.userId)).toEqual([author.userId]);
  });
});

describe('access', () => {
  it('refuses a caller without a session in every section', async () => {
    for (const section of ['posts', 'members', 'tags'] as const) {
      await expect(t.caller().feed.search({ q: 'ana', section })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await makeSubscriber(t.deps, 'tier_bronze')).toBeTruthy();
  });
});
