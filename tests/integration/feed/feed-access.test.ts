import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, posts, reactions } from '../../../db/schema';
import { appRouter } from '../../../worker/routers';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;
const FEED = Object.keys(procedures).filter((p) => p.startsWith('feed.'));

async function anonymous(path: string, cookie?: string) {
  const http = httpApp(t.deps, '198.51.100.20');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const res =
    procedures[path]!._def.type === 'query'
      ? await http.app.request(`http://localhost:3000/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ postId: 'p' }))}`, { headers })
      : await http.app.request(`http://localhost:3000/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
          body: JSON.stringify({ postId: 'p', content: 'x', type: 'heart' }),
        });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

describe('feed access', () => {
  it('covers the whole feed router', () => {
    expect(FEED.sort()).toEqual([
      'feed.closePoll', 'feed.comment', 'feed.comments', 'feed.create', 'feed.delete', 'feed.discardUpload', 'feed.list', 'feed.myStats',
      'feed.popularTags', 'feed.post', 'feed.react', 'feed.startUpload', 'feed.suggestions', 'feed.tags', 'feed.trendingTags', 'feed.votePoll',
    ]);
  });

  it.each(FEED)('%s refuses an anonymous caller: 401 "Login necessário"', async (path) => {
    const res = await anonymous(path);
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Login necessário');
  });

  it.each(FEED)('%s refuses a forged session cookie', async (path) => {
    expect((await anonymous(path, 'mito_session=abcdefghijklmnopqrstuvwxyz234567')).status).toBe(401);
  });

  it('only the author deletes; the post goes with its reactions and comments', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await makeMember(t.deps);
    const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content: 'Vou apagar depois' });
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'mind_blown' });
    await t.caller({ headers: fan.headers }).feed.comment({ postId, content: 'Não apaga!' });

    await expect(t.caller({ headers: fan.headers }).feed.delete({ postId })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Só quem publicou pode apagar este post.' });
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);

    await expect(t.caller({ headers: author.headers }).feed.delete({ postId })).resolves.toEqual({ deleted: true });
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, postId))).toEqual([]);
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
    await expect(t.caller({ headers: author.headers }).feed.delete({ postId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deleting someone else’s post leaves its reactions in place', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'heart' });
    await expect(t.caller({ headers: fan.headers }).feed.delete({ postId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, postId))).toHaveLength(1);
  });
});
