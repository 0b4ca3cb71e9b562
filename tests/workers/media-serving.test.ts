import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CSP } from '../../worker/http/security-headers';

// Post media read back through the real worker bundle from workerd's R2 binding: R2 reads only
// the asked range, and the answers carry the same headers as on Node.
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://mito.example${path}`, init));
const KEY = 'posts/servir-r2/video-longo.mp4';
const SIZE = 3 * 1024 * 1024 + 77;
const video = new Uint8Array(SIZE).map((_, i) => (i * 31) & 255);
const url = `/api/media/${KEY}`;
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

beforeAll(async () => {
  await env.MEDIA.put(KEY, video, { httpMetadata: { contentType: 'video/mp4' } });
});

describe('post media on Workers: ranges, ETag, cache and CSP', () => {
  it('the whole file: 200 with its length, Accept-Ranges, ETag, public immutable cache and the media sandbox CSP', async () => {
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(same(new Uint8Array(await res.arrayBuffer()), video)).toBe(true);
  });

  it('ranges: 206 with exactly those bytes and Content-Range; past the end 416', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-1', 0, 2],
      ['bytes=1048576-2097151', 1_048_576, 2_097_152],
      ['bytes=3000000-', 3_000_000, SIZE],
      ['bytes=-500', SIZE - 500, SIZE],
    ];
    for (const [range, from, to] of cases) {
      const res = await call(url, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${from}-${to - 1}/${SIZE}`);
      expect(res.headers.get('content-length'), range).toBe(String(to - from));
      expect(res.headers.get('content-security-policy'), range).toBe(MEDIA_CSP);
      expect(same(new Uint8Array(await res.arrayBuffer()), video.subarray(from, to)), range).toBe(true);
    }
    const past = await call(url, { headers: { range: `bytes=${SIZE}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(await past.text()).toBe('');
  });

  it('If-None-Match with the ETag: 304, no body; HEAD: headers only', async () => {
    const etag = (await call(url, { method: 'HEAD' })).headers.get('etag')!;
    const res = await call(url, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(await res.text()).toBe('');
    const head = await call(url, { method: 'HEAD', headers: { range: 'bytes=10-19' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
  });

  it('a key with no object is 404 under the site CSP', async () => {
    const res = await call('/api/media/posts/servir-r2/nao-existe.mp4');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).not.toBe(MEDIA_CSP);
  });
});
