import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaUploads, postMedia, posts } from '../../../db/schema';
import { sweepUploads, UPLOAD_TTL_MS } from '../../../worker/services/media/internal/sweep-uploads';
import * as files from '../../factories/media-files';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { GET, putUpload, uploadPostFile } from './media-upload';

const t = useTestDeps();
const MB = 1024 * 1024;

/** Every stored file under DATA_DIR/media (part files included): what "no orphans" counts. */
function storedFiles(): string[] {
  const root = join(t.dbFile, '..', 'media');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
}
const filesOf = (userId: string) => storedFiles().filter((f) => f.includes(userId));

describe('post media: tier limits', () => {
  it('Bronze opens 4 uploads, the fifth is "Limite atingido"; Prata 6; Ouro 10', async () => {
    for (const [tier, n] of [
      ['tier_bronze', 4],
      ['tier_prata', 6],
      ['tier_ouro', 10],
    ] as const) {
      const m = await makeSubscriber(t.deps, tier);
      const caller = t.caller({ headers: m.headers });
      for (let i = 0; i < n; i++) await caller.feed.startUpload({ size: 1000 });
      await expect(caller.feed.startUpload({ size: 1000 })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringMatching(/^Limite atingido/),
      });
    }
  });

  it('a post naming more files than the tier allows is refused and its files are deleted', async () => {
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await uploadPostFile(t, m, files.png())).ticket.uploadId);
    // A fifth upload row made behind the procedure's back (as if the limit were raced).
    await t.deps.db.insert(mediaUploads).values({
      id: 'up_extra_' + m.userId,
      userId: m.userId,
      purpose: 'post',
      status: 'ready',
      maxBytes: 10,
      mediaKey: null,
      createdAt: t.clock.now(),
    });
    ids.push('up_extra_' + m.userId);
    expect(filesOf(m.userId).length).toBe(8); // 4 images + their type sidecars
    await expect(
      t.caller({ headers: m.headers }).feed.create({ content: 'cinco', media: ids.map((uploadId) => ({ uploadId })) }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^Limite atingido/),
    });
    expect(filesOf(m.userId)).toEqual([]);
    expect(await t.deps.db.select().from(mediaUploads).where(eq(mediaUploads.userId, m.userId))).toEqual([]);
  });

  it('size: Bronze 10 MB, Prata 25 MB, Ouro 50 MB ("Arquivo muito grande"), checked again on the bytes', async () => {
    for (const [tier, mb] of [
      ['tier_bronze', 10],
      ['tier_prata', 25],
      ['tier_ouro', 50],
    ] as const) {
      const m = await makeSubscriber(t.deps, tier);
      const caller = t.caller({ headers: m.headers });
      await expect(caller.feed.startUpload({ size: mb * MB + 1 })).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(/^Arquivo muito grande/),
      });
      await expect(caller.feed.startUpload({ size: mb * MB })).resolves.toMatchObject({ maxBytes: mb * MB });
    }
    // A client that announces a small file and sends a bigger one is cut off at the announced size.
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    const big = files.png({ padTo: 200_000 });
    const ticket = await t.caller({ headers: m.headers }).feed.startUpload({ size: 100_000 });
    const res = await putUpload(t.deps, ticket.uploadUrl, big, m.cookie);
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toMatch(/^Arquivo muito grande/);
    expect(filesOf(m.userId)).toEqual([]);
  });

  it('an oversize body streamed without Content-Length is refused at the limit and leaves no part file', async () => {
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    const ticket = await t.caller({ headers: m.headers }).feed.startUpload({ size: 10 * MB });
    const image = files.png({ padTo: 10 * MB + 4096 });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < image.length; at += MB) c.enqueue(image.subarray(at, at + MB));
        c.close();
      },
    });
    const app = (await import('../../../worker/app')).createApp(t.deps, { clientIp: () => '203.0.113.9' });
    const res = await app.request(`http://localhost:3000${ticket.uploadUrl}`, {
      method: 'PUT',
      headers: { origin: 'http://localhost:3000', cookie: m.cookie },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(filesOf(m.userId)).toEqual([]);
  });

  it('video on Bronze is "Upgrade necessário" (by the bytes, whatever the browser said); Prata posts a video', async () => {
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    await expect(t.caller({ headers: bronze.headers }).feed.startUpload({ size: 4096, kind: 'video' })).rejects.toMatchObject({
      message: expect.stringMatching(/^Upgrade necessário/),
    });
    const sneaky = await uploadPostFile(t, bronze, files.mp4(), 'image');
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.error?.message).toMatch(/^Upgrade necessário/);
    const audio = await uploadPostFile(t, bronze, files.mp3());
    expect(audio.body.error?.message).toMatch(/^Upgrade necessário/);
    expect(filesOf(bronze.userId)).toEqual([]);

    const prata = await makeSubscriber(t.deps, 'tier_prata');
    const video = await uploadPostFile(t, prata, files.mp4(), 'video');
    expect(video.body).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    const { id } = await t
      .caller({ headers: prata.headers })
      .feed.create({ content: '', media: [{ uploadId: video.ticket.uploadId, altText: 'Ensaio' }] });
    const page = await t.caller({ headers: prata.headers }).feed.list({});
    expect(page.items.find((p) => p.id === id)?.media).toEqual([
      { url: expect.stringMatching(/^\/api\/media\/posts\/.+\.mp4$/), kind: 'video', altText: 'Ensaio' },
    ]);
  });

  it('a free member (no plan) may not upload', async () => {
    const free = await makeMember(t.deps);
    await expect(t.caller({ headers: free.headers }).feed.startUpload({ size: 100 })).rejects.toMatchObject({
      message: expect.stringMatching(/^Upgrade necessário/),
    });
  });
});

describe('post media: the real type from the bytes', () => {
  const accepted: Array<[string, () => Uint8Array, string]> = [
    ['PNG', files.png, 'image/png'],
    ['JPEG', () => files.jpeg(), 'image/jpeg'],
    ['GIF', files.gif, 'image/gif'],
    ['WebP', files.webp, 'image/webp'],
  ];
  it.each(accepted)('accepts %s and serves it as its sniffed type, nosniff, immutable', async (_name, make, mime) => {
    const m = await makeSubscriber(t.deps, 'tier_ouro');
    const up = await uploadPostFile(t, m, make());
    expect(up.status).toBe(200);
    expect(up.body.mime).toBe(mime);
    const { id } = await t.caller({ headers: m.headers }).feed.create({ content: 'foto', media: [{ uploadId: up.ticket.uploadId }] });
    const url = (await t.caller({ headers: m.headers }).feed.list({})).items.find((p) => p.id === id)?.media?.[0]?.url ?? '';
    const res = await GET(t.deps, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(make());
  });

  const refused: Array<[string, () => Uint8Array]> = [
    ['a JPEG with HTML and a script inside (polyglot)', files.jpegWithHtml],
    ['a JPEG followed by a ZIP (polyglot)', files.jpegWithZip],
    ['an executable renamed .jpg', files.exe],
    ['an SVG with a script', files.svgWithScript],
    ['an HTML page', files.html],
    ['a truncated PNG', files.truncatedPng],
    ['a JPEG without its end marker', () => files.jpeg().subarray(0, 60)],
    ['a few bytes', () => new Uint8Array([0xff, 0xd8, 0xff])],
  ];
  it.each(refused)('refuses %s: "Arquivo inválido", nothing stored', async (_name, make) => {
    const m = await makeSubscriber(t.deps, 'tier_ouro');
    // The browser calls everything an image/jpeg named foto.jpg: neither is read.
    const ticket = await t.caller({ headers: m.headers }).feed.startUpload({ size: make().length, kind: 'image' });
    const res = await putUpload(t.deps, ticket.uploadUrl, make(), m.cookie, {
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="foto.jpg"',
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/^Arquivo inválido/);
    expect(filesOf(m.userId)).toEqual([]);
    expect(await t.deps.db.select().from(mediaUploads).where(eq(mediaUploads.userId, m.userId))).toEqual([]);
  });

  it('an upload is used once, by its owner only, and only while signed in', async () => {
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    const other = await makeSubscriber(t.deps, 'tier_bronze');
    const ticket = await t.caller({ headers: m.headers }).feed.startUpload({ size: files.png().length });
    expect((await putUpload(t.deps, ticket.uploadUrl, files.png())).status).toBe(401);
    expect((await putUpload(t.deps, ticket.uploadUrl, files.png(), other.cookie)).status).toBe(404);
    expect((await putUpload(t.deps, ticket.uploadUrl, files.png(), m.cookie)).status).toBe(200);
    expect((await putUpload(t.deps, ticket.uploadUrl, files.png(), m.cookie)).status).toBe(404);
    // Someone else's finished upload cannot ride on my post.
    await expect(
      t.caller({ headers: other.headers }).feed.create({ content: 'roubei', media: [{ uploadId: ticket.uploadId }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(filesOf(m.userId).length).toBe(2);
  });
});

describe('post media: lifecycle', () => {
  it('a post that fails (daily limit) leaves no orphan files', async () => {
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    // The day's ten posts, written straight to the table: ten through feed.create would meet the write limit first.
    for (let i = 0; i < 10; i++) await makePost(t.deps, m.userId, { content: `post ${i}` });
    const up = await uploadPostFile(t, m, files.png());
    expect(filesOf(m.userId).length).toBe(2);
    await expect(
      t.caller({ headers: m.headers }).feed.create({ content: 'mais um', media: [{ uploadId: up.ticket.uploadId }] }),
    ).rejects.toMatchObject({
      message: 'Limite diário de posts atingido. Faça upgrade para postar mais!',
    });
    expect(filesOf(m.userId)).toEqual([]);
    expect(await t.deps.db.select().from(mediaUploads).where(eq(mediaUploads.userId, m.userId))).toEqual([]);
  });

  it('attaches in order with alt text, consumes the uploads; only the author deletes, and the files go after the commit', async () => {
    const author = await makeSubscriber(t.deps, 'tier_prata');
    const fan = await makeSubscriber(t.deps, 'tier_prata');
    const a = await uploadPostFile(t, author, files.png());
    const b = await uploadPostFile(t, author, files.gif());
    const { id } = await t
      .caller({ headers: author.headers })
      .feed.create({ content: 'Duas', media: [{ uploadId: b.ticket.uploadId, altText: ' Palco ' }, { uploadId: a.ticket.uploadId }] });
    const rows = await t.deps.db.select().from(postMedia).where(eq(postMedia.postId, id)).orderBy(postMedia.mediaOrder);
    expect(rows.map((r) => [r.mediaOrder, r.mediaType, r.altText, r.mediaKey.split('.').pop()])).toEqual([
      [0, 'image', 'Palco', 'gif'],
      [1, 'image', null, 'png'],
    ]);
    expect((await t.deps.db.select().from(posts).where(eq(posts.id, id)))[0]?.mediaCount).toBe(2);
    expect(await t.deps.db.select().from(mediaUploads).where(eq(mediaUploads.userId, author.userId))).toEqual([]);
    // The same upload cannot be posted twice.
    await expect(
      t.caller({ headers: author.headers }).feed.create({ content: 'de novo', media: [{ uploadId: a.ticket.uploadId }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await expect(t.caller({ headers: fan.headers }).feed.delete({ postId: id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(filesOf(author.userId).length).toBe(4);
    await t.caller({ headers: author.headers }).feed.delete({ postId: id });
    await t.background.idle();
    expect(filesOf(author.userId)).toEqual([]);
    expect(await t.deps.db.select().from(postMedia).where(eq(postMedia.postId, id))).toEqual([]);
  });

  it('removing a file before posting deletes it; only its owner can', async () => {
    const m = await makeSubscriber(t.deps, 'tier_bronze');
    const other = await makeSubscriber(t.deps, 'tier_bronze');
    const up = await uploadPostFile(t, m, files.png());
    await expect(t.caller({ headers: other.headers }).feed.discardUpload({ uploadId: up.ticket.uploadId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await t.caller({ headers: m.headers }).feed.discardUpload({ uploadId: up.ticket.uploadId });
    expect(filesOf(m.userId)).toEqual([]);
  });

  it('the sweep deletes uploads never posted once they are older than the TTL, and nothing newer', async () => {
    const m = await makeSubscriber(t.deps, 'tier_ouro');
    await uploadPostFile(t, m, files.png());
    await t.caller({ headers: m.headers }).feed.startUpload({ size: 10 }); // opened, never sent
    t.clock.advance(UPLOAD_TTL_MS - 1000);
    const fresh = await uploadPostFile(t, m, files.gif());
    t.clock.advance(2000);
    const { swept } = await sweepUploads(t.deps);
    expect(swept).toBeGreaterThanOrEqual(2);
    const left = await t.deps.db.select().from(mediaUploads).where(eq(mediaUploads.userId, m.userId));
    expect(left.map((r) => r.id)).toEqual([fresh.ticket.uploadId]);
    expect(filesOf(m.userId).filter((f) => f.endsWith('.png'))).toEqual([]);
    expect(filesOf(m.userId).filter((f) => f.endsWith('.gif'))).toHaveLength(1);
  });
});
