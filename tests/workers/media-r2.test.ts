import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { R2_PART_BYTES, r2MediaStore } from '../../worker/adapters/media/r2';

// The R2 adapter against workerd's R2 binding (wrangler.toml's MEDIA bucket, local in tests).
const store = () => r2MediaStore(env.MEDIA);
const MB = 1024 * 1024;

async function writeInChunks(key: string, total: number, chunk: number) {
  const w = await store().begin(key, 'video/mp4');
  for (let at = 0; at < total; at += chunk) {
    const n = Math.min(chunk, total - at);
    await w.write(new Uint8Array(n).map((_, i) => (at + i) & 255));
  }
  return w;
}

describe('R2 media store: streamed writes', () => {
  it('a file over one part goes up as multipart parts and reads back whole, with its type', async () => {
    const total = 2 * R2_PART_BYTES + 3 * MB + 17;
    const w = await writeInChunks('posts/u1/multipart.mp4', total, MB - 5);
    expect(await env.MEDIA.head('posts/u1/multipart.mp4')).toBeNull(); // nothing visible before commit
    await w.commit();
    const item = await store().get('posts/u1/multipart.mp4');
    expect(item?.size).toBe(total);
    expect(item?.contentType).toBe('video/mp4');
    const bytes = new Uint8Array(await new Response(item?.body).arrayBuffer());
    expect(bytes.length).toBe(total);
    expect(bytes[R2_PART_BYTES + 123]).toBe((R2_PART_BYTES + 123) & 255);
    expect(bytes[total - 1]).toBe((total - 1) & 255);
  });

  it('a small file is a single put on commit', async () => {
    const w = await writeInChunks('posts/u1/small.mp4', 1000, 300);
    await w.commit();
    expect((await store().get('posts/u1/small.mp4'))?.size).toBe(1000);
  });

  it('abort after parts went up leaves no object', async () => {
    const w = await writeInChunks('posts/u1/aborted.mp4', R2_PART_BYTES + 10, MB);
    await w.abort();
    expect(await env.MEDIA.head('posts/u1/aborted.mp4')).toBeNull();
    expect(await store().get('posts/u1/aborted.mp4')).toBeNull();
  });
});

describe('R2 media store: reads', () => {
  it('head knows type, size and ETag without the bytes; a ranged get reads only that range', async () => {
    const w = await writeInChunks('posts/u1/ranged.mp4', 3 * MB, MB);
    await w.commit();
    const info = await store().head('posts/u1/ranged.mp4');
    expect(info).toMatchObject({ contentType: 'video/mp4', size: 3 * MB, etag: expect.stringMatching(/^"[^"]+"$/) });
    const item = await store().get('posts/u1/ranged.mp4', { offset: MB + 5, length: 10 });
    expect(item).toMatchObject({ size: 3 * MB, etag: info?.etag });
    const bytes = new Uint8Array(await new Response(item?.body).arrayBuffer());
    expect([...bytes]).toEqual(Array.from({ length: 10 }, (_, i) => (MB + 5 + i) & 255));
    expect(await store().head('posts/u1/nada.mp4')).toBeNull();
  });
});
