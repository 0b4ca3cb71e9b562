import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations } from '../../db/schema';
import { EDGE_COPY_MAX_BYTES } from '../../worker/http/edge-media';
import { MEDIA_CSP } from '../../worker/http/security-headers';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import worker from '../../worker/entry.workers';
import { silentLogger } from '../../worker/lib/logger';
import { sessionCookieFrom, signUpForm } from '../factories/accounts';

// The real worker bundle with workerd's R2 and Cache API, its R2 binding wrapped to count the
// reads each view costs (head and get, the two the media route makes).
const reads = { head: 0, get: 0 };
const bucket = env.MEDIA;
const countingBucket = {
  head: (key: string) => (reads.head++, bucket.head(key)),
  get: (key: string, options?: R2GetOptions) => (reads.get++, bucket.get(key, options)),
  put: bucket.put.bind(bucket),
  delete: bucket.delete.bind(bucket),
  createMultipartUpload: bucket.createMultipartUpload.bind(bucket),
} as unknown as R2Bucket;
// One env object for the whole file: the entry builds its app once per env.
const countingEnv = { ...env, MEDIA: countingBucket };
const ORIGIN = 'https://edge.mito.example';
const edge = () => (caches as unknown as { default: Cache }).default;

/** One view through the Worker, waiting for its `waitUntil` work; the R2 reads it cost. */
async function view(path: string, headers: Record<string, string> = {}) {
  const before = reads.head + reads.get;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }) as Parameters<typeof worker.fetch>[0], countingEnv, ctx);
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body, r2Reads: reads.head + reads.get - before };
}

const bytes = (size: number, seed: number) => new Uint8Array(size).map((_, i) => (i * seed + 7) & 255);
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
const PHOTO = 'posts/edge/foto-do-show.jpg';
const photo = bytes(300_000, 13);
const VIDEO = 'posts/edge/clipe.mp4';
const video = bytes(EDGE_COPY_MAX_BYTES + 1_000_000, 29);

beforeAll(async () => {
  await bucket.put(PHOTO, photo, { httpMetadata: { contentType: 'image/jpeg' } });
  await bucket.put(VIDEO, video, { httpMetadata: { contentType: 'video/mp4' } });
});

describe('public media through the edge cache', () => {
  it('the first view reads R2 once (head + get); the next views read nothing, with the same answer', async () => {
    const first = await view(`/api/media/${PHOTO}`);
    expect(first.res.status).toBe(200);
    expect(first.r2Reads).toBe(2);
    for (let i = 0; i < 3; i++) {
      const next = await view(`/api/media/${PHOTO}`);
      expect(next.r2Reads).toBe(0);
      expect(next.res.status).toBe(200);
      expect(same(next.body, photo)).toBe(true);
      for (const h of [
        'content-type',
        'content-length',
        'etag',
        'cache-control',
        'accept-ranges',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        expect(next.res.headers.get(h), h).toBe(first.res.headers.get(h));
      }
    }
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    // A query string does not get around the copy.
    expect((await view(`/api/media/${PHOTO}?v=2`)).r2Reads).toBe(0);
  });

  it('a kept file answers ranges (206, exact bytes) and revalidations (304) without R2', async () => {
    const { res } = await view(`/api/media/${PHOTO}`);
    const etag = res.headers.get('etag')!;
    for (const [range, from, to] of [
      ['bytes=0-1', 0, 2],
      ['bytes=1000-1999', 1000, 2000],
      ['bytes=-500', photo.length - 500, photo.length],
      ['bytes=299990-', 299_990, photo.length],
    ] as const) {
      const part = await view(`/api/media/${PHOTO}`, { range });
      expect(part.r2Reads, range).toBe(0);
      expect(part.res.status, range).toBe(206);
      expect(part.res.headers.get('content-range'), range).toBe(`bytes ${from}-${to - 1}/${photo.length}`);
      expect(part.res.headers.get('content-security-policy'), range).toBe(MEDIA_CSP);
      expect(same(part.body, photo.subarray(from, to)), range).toBe(true);
    }
    const revalidated = await view(`/api/media/${PHOTO}`, { 'if-none-match': etag });
    expect(revalidated.r2Reads).toBe(0);
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.res.headers.get('etag')).toBe(etag);
    expect(revalidated.body.length).toBe(0);
    // Past the end: the store's 416, with the file's size.
    const past = await view(`/api/media/${PHOTO}`, { range: `bytes=${photo.length}-` });
    expect(past.res.status).toBe(416);
    expect(past.res.headers.get('content-range')).toBe(`bytes */${photo.length}`);
    // Several ranges: the whole file, as the store answers them.
    const several = await view(`/api/media/${PHOTO}`, { range: 'bytes=0-1,5-6' });
    expect([several.r2Reads, several.res.status, several.body.length]).toEqual([0, 200, photo.length]);
  });

  it('a large video first asked in ranges reaches the edge too; later ranges read nothing from R2', async () => {
    const first = await view(`/api/media/${VIDEO}`, { range: 'bytes=0-1' });
    expect(first.res.status).toBe(206);
    expect(same(first.body, video.subarray(0, 2))).toBe(true);
    const from = EDGE_COPY_MAX_BYTES - 10;
    const later = await view(`/api/media/${VIDEO}`, { range: `bytes=${from}-` });
    expect(later.r2Reads).toBe(0);
    expect(later.res.status).toBe(206);
    expect(later.res.headers.get('content-range')).toBe(`bytes ${from}-${video.length - 1}/${video.length}`);
    expect(same(later.body, video.subarray(from))).toBe(true);
  });

  it('HEAD still asks the store (no body is read)', async () => {
    const before = reads.get;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/media/${PHOTO}`, { method: 'HEAD' }) as Parameters<typeof worker.fetch>[0],
      countingEnv,
      ctx,
    );
    expect(res.status).toBe(200);
    expect(reads.get).toBe(before);
  });
});

describe('message images never touch the edge cache', () => {
  let key = '';
  let participant = '';
  let outsider = '';

  beforeAll(async () => {
    // Sign up, then sign in with the password (sign-up itself signs no one in).
    const signUp = async () => {
      const form = signUpForm();
      const send = async (path: string, body: unknown) => {
        const ctx = createExecutionContext();
        const req = new Request(`${ORIGIN}/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify(body),
        });
        const res = await worker.fetch(req as Parameters<typeof worker.fetch>[0], { ...countingEnv, APP_URL: ORIGIN }, ctx);
        await waitOnExecutionContext(ctx);
        expect(res.status).toBe(200);
        return res;
      };
      await send('auth.signUp', form);
      return sessionCookieFrom((await send('auth.signIn', { email: form.email, password: form.password })).headers)!;
    };
    participant = await signUp();
    outsider = await signUp();
    const me = await view('/trpc/auth.me', { cookie: participant });
    const { userId } = (JSON.parse(new TextDecoder().decode(me.body)) as { result: { data: { userId: string } } }).result.data;
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const conversationId = `edge-conv-${crypto.randomUUID()}`;
    await deps.db.insert(conversations).values({ id: conversationId, createdAt: new Date() });
    await deps.db.insert(conversationParticipants).values({ conversationId, userId, joinedAt: new Date() });
    key = `messages/${conversationId}/foto-privada.jpg`;
    await bucket.put(key, photo, { httpMetadata: { contentType: 'image/jpeg' } });
  });

  it('a participant reads it from R2 on every view, and no copy is kept', async () => {
    for (let i = 0; i < 2; i++) {
      const seen = await view(`/api/media/${key}`, { cookie: participant });
      expect(seen.res.status).toBe(200);
      expect(seen.res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(same(seen.body, photo)).toBe(true);
      expect(seen.r2Reads).toBe(2);
    }
    expect(await edge().match(`${ORIGIN}/api/media/${key}`)).toBeUndefined();
  });

  it('even with a copy at its URL in the cache, anyone else gets 404 without a byte', async () => {
    await edge().put(
      `${ORIGIN}/api/media/${key}`,
      new Response(photo, { headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=600' } }),
    );
    const callers: Record<string, string>[] = [{}, { cookie: outsider }, { cookie: outsider, range: 'bytes=0-9' }];
    for (const headers of callers) {
      const denied = await view(`/api/media/${key}`, headers);
      expect(denied.res.status).toBe(404);
      expect(denied.r2Reads).toBe(0);
      expect(same(denied.body.subarray(0, 10), photo.subarray(0, 10))).toBe(false);
    }
  });
});
