import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments } from '../../../db/schema';
import { TRPC_BATCH_MAX_CALLS } from '../../../worker/contracts/limits';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const app = testApp(t, { clientIp: () => '203.0.113.40' });
const SITE = 'http://localhost:3000';

const batchUrl = (path: string, n: number, query = '') => `${SITE}/trpc/${Array.from({ length: n }, () => path).join(',')}?batch=1${query}`;

/** n comments on one post in one batched POST, as a script would send them. */
async function commentBatch(n: number) {
  const member = await makeMember(t.deps);
  const postId = await makePost(t.deps, member.userId);
  const body = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), { postId, content: `comentário ${i}` }]));
  const res = await app.request(batchUrl('feed.comment', n), {
    method: 'POST',
    headers: { cookie: member.cookie, origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const [stored] = await t.deps.db.select({ n: count() }).from(comments).where(eq(comments.postId, postId));
  return { res, stored: stored!.n };
}

describe(`a tRPC batch carries at most ${TRPC_BATCH_MAX_CALLS} calls`, () => {
  it('11 calls in one POST: 413 with the table code and text, and none of them ran', async () => {
    const { res, stored } = await commentBatch(TRPC_BATCH_MAX_CALLS + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'BATCH_TOO_LARGE', message: 'Pedidos demais de uma só vez. Atualize a página e tente novamente.' },
    });
    expect(stored).toBe(0);
  });

  it('10 calls in one POST all run', async () => {
    const { res, stored } = await commentBatch(TRPC_BATCH_MAX_CALLS);
    expect(res.status).toBe(200);
    expect(stored).toBe(TRPC_BATCH_MAX_CALLS);
  });

  it('GET: 200 feed.list calls are refused before any runs; 10 answer', async () => {
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i), {}]))));
    const flood = await app.request(batchUrl('feed.list', 200, `&input=${input}`));
    expect(flood.status).toBe(413);
    expect(((await flood.json()) as { error: { code: string } }).error.code).toBe('BATCH_TOO_LARGE');
    const eleven = await app.request(batchUrl('billing.tiers', TRPC_BATCH_MAX_CALLS + 1));
    expect(eleven.status).toBe(413);
    const ten = await app.request(batchUrl('billing.tiers', TRPC_BATCH_MAX_CALLS));
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as unknown[]).length).toBe(TRPC_BATCH_MAX_CALLS);
  });
});
