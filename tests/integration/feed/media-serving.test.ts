import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { MEDIA_CSP } from '../../../worker/http/security-headers';
import * as files from '../../factories/media-files';
import { makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

/**
 * Stored media through the app on Node (the folder store): byte ranges for players, the ETag for
 * revalidation, the cache rules (public post media, private message images) and the media CSP.
 */
const t = useTestDeps();
const ORIGIN = 'http://localhost:3000';
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp(t.deps, { clientIp: () => '203.0.113.41' });
});

const get = (key: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(`${ORIGIN}${PATHS.media}/${key}`, { method, headers });
const video = files.mp4(300_000);
/** Byte for byte (toEqual walks 300 KB element by element, slowly). */
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const same = (a: Buffer, b: Uint8Array) => a.equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
let n = 0;
async function storedVideo() {
  const key = `posts/servir/video${++n}.mp4`;
  await t.deps.media.put(key, video, 'video/mp4');
  return key;
}

describe('post media on Node: ranges, ETag, cache and CSP', () => {
  it('the whole file: 200, its length, Accept-Ranges, an ETag, public immutable cache and the media sandbox', async () => {
    const key = await storedVideo();
    const res = await get(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(video.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(same(await bytesOf(res), video)).toBe(true);
  });

  it('bytes=0-1 (the first thing Safari asks for a video): 206 with those two bytes and Content-Range', async () => {
    const key = await storedVideo();
    const res = await get(key, { range: 'bytes=0-1' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-1/${video.length}`);
    expect(res.headers.get('content-length')).toBe('2');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(same(await bytesOf(res), video.subarray(0, 2))).toBe(true);
  });

  it('a middle range, an open end and a suffix answer exactly those bytes (past the 64 KiB read chunk)', async () => {
    const key = await storedVideo();
    const cases: Array<[string, number, number]> = [
      ['bytes=70000-200000', 70_000, 200_001],
      ['bytes=250000-', 250_000, video.length],
      ['bytes=-1000', video.length - 1000, video.length],
    ];
    for (const [range, from, to] of cases) {
      const res = await get(key, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${from}-${to - 1}/${video.length}`);
      expect(same(await bytesOf(res), video.subarray(from, to)), range).toBe(true);
    }
  });

  it('a range past the end: 416 with the size in Content-Range and no body', async () => {
    const key = await storedVideo();
    const res = await get(key, { range: `bytes=${video.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
  });

  it('several ranges, or an If-Range for other bytes: the whole file, 200', async () => {
    const key = await storedVideo();
    expect((await get(key, { range: 'bytes=0-1,5-6' })).status).toBe(200);
    const stale = await get(key, { range: 'bytes=0-1', 'if-range': '"outro"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-length')).toBe(String(video.length));
    const etag = (await get(key)).headers.get('etag')!;
    expect((await get(key, { range: 'bytes=0-1', 'if-range': etag })).status).toBe(206);
  });

  it('If-None-Match with its ETag: 304 with no body, still cacheable', async () => {
    const key = await storedVideo();
    const etag = (await get(key)).headers.get('etag')!;
    const res = await get(key, { 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('');
    expect((await get(key, { 'if-none-match': '"outro"' })).status).toBe(200);
  });

  it('HEAD: the headers of the answer a GET would get, without a body', async () => {
    const key = await storedVideo();
    const res = await get(key, { range: 'bytes=10-19' }, 'HEAD');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${video.length}`);
    expect(await res.text()).toBe('');
  });

  it('a message image for its participant: private cache (never a shared one), ranges and the media CSP too', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const { id } = await t.caller({ headers: a.headers }).messages.start({ usernames: [b.username] });
    const image = files.png({ width: 32, height: 32 });
    const key = `messages/${id}/imagem-privada.png`;
    await t.deps.media.put(key, image, 'image/png');
    const res = await get(key, { cookie: a.cookie, range: 'bytes=0-3' });
    expect(res.status).toBe(206);
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(same(await bytesOf(res), image.subarray(0, 4))).toBe(true);
    const etag = res.headers.get('etag')!;
    const revalidated = await get(key, { cookie: a.cookie, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // The ETag opens nothing to someone outside the conversation.
    expect((await get(key, { 'if-none-match': etag })).status).toBe(404);
  });

  it('answers that are not media keep the site CSP', async () => {
    const res = await app.request(`${ORIGIN}${PATHS.health}`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('sandbox');
    // A missing file's error answer is JSON from the app, under the site's policy.
    expect((await get('posts/servir/nao-existe.mp4')).headers.get('content-security-policy')).not.toBe(MEDIA_CSP);
  });
});
