import { describe, expect, it } from 'vitest';
import { makeSubscriber } from '../../factories/sessions';
import * as files from '../../factories/media-files';
import { useTestDeps } from '../../setup/test-deps';
import { GET, putUpload } from '../feed/media-upload';

const t = useTestDeps();
type Member = Awaited<ReturnType<typeof makeSubscriber>>;
const as = (m: Member) => t.caller({ headers: m.headers });

async function chat() {
  const a = await makeSubscriber(t.deps, 'tier_bronze');
  const b = await makeSubscriber(t.deps, 'tier_bronze');
  const stranger = await makeSubscriber(t.deps, 'tier_ouro');
  const { id } = await as(a).messages.start({ usernames: [b.username] });
  return { a, b, stranger, conversationId: id };
}

async function sendImage(m: Member, conversationId: string, file: Uint8Array) {
  const ticket = await as(m).messages.startImageUpload({ conversationId, size: file.length });
  const put = await putUpload(t.deps, ticket.uploadUrl, file, m.cookie);
  return { ticket, put };
}

describe('images in messages', () => {
  it('a participant sends an image; both participants see and fetch it; a third member and an anonymous visitor get 404', async () => {
    const { a, b, stranger, conversationId } = await chat();
    const image = files.png({ width: 4, height: 4 });
    const { ticket, put } = await sendImage(a, conversationId, image);
    expect(put.status).toBe(200);
    const sent = await as(a).messages.sendImage({ conversationId, uploadId: ticket.uploadId });
    expect(sent).toMatchObject({
      messageType: 'image',
      content: '',
      imageUrl: expect.stringMatching(new RegExp(`^/api/media/messages/${conversationId}/.+\\.png$`)),
    });

    const seen = await as(b).messages.list({ conversationId });
    const url = seen.messages.at(-1)?.imageUrl ?? '';
    expect(url).toBe(sent.imageUrl);
    for (const m of [a, b]) {
      const res = await GET(t.deps, url, m.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(image);
    }
    expect((await GET(t.deps, url, stranger.cookie)).status).toBe(404);
    expect((await GET(t.deps, url)).status).toBe(404);
  });

  it('a non-participant can neither open an upload for the conversation nor send an image into it', async () => {
    const { a, stranger, conversationId } = await chat();
    await expect(as(stranger).messages.startImageUpload({ conversationId, size: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { ticket } = await sendImage(a, conversationId, files.png());
    await expect(as(stranger).messages.sendImage({ conversationId, uploadId: ticket.uploadId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('only images: video, SVG and a polyglot are "Arquivo inválido" with the same checks as posts', async () => {
    const { a, conversationId } = await chat();
    for (const file of [files.mp4(), files.svgWithScript(), files.jpegWithHtml(), files.truncatedPng()]) {
      const { ticket, put } = await sendImage(a, conversationId, file);
      expect(put.status).toBe(400);
      expect(put.body.error?.message).toMatch(/^Arquivo inválido/);
      await expect(as(a).messages.sendImage({ conversationId, uploadId: ticket.uploadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('a post upload cannot be sent as a message image, nor one upload twice', async () => {
    const { a, conversationId } = await chat();
    const postTicket = await as(a).feed.startUpload({ size: files.png().length });
    await putUpload(t.deps, postTicket.uploadUrl, files.png(), a.cookie);
    await expect(as(a).messages.sendImage({ conversationId, uploadId: postTicket.uploadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { ticket } = await sendImage(a, conversationId, files.gif());
    await as(a).messages.sendImage({ conversationId, uploadId: ticket.uploadId, content: 'olha' });
    await expect(as(a).messages.sendImage({ conversationId, uploadId: ticket.uploadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
