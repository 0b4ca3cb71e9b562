import { describe, expect, it } from 'vitest';
import { MESSAGE_IMAGE_OPEN_MAX } from '../../../worker/contracts/media';
import { makeSubscriber } from '../../factories/sessions';
import * as files from '../../factories/media-files';
import { useTestDeps } from '../../setup/test-deps';
import { putUpload } from '../feed/media-upload';

const t = useTestDeps();
type Member = Awaited<ReturnType<typeof makeSubscriber>>;
let ipSeq = 0;
const as = (m: Member) => t.caller({ headers: m.headers, ip: `198.51.100.${++ipSeq}` });
const FULL = 'Limite atingido. Aguarde o envio das imagens em andamento antes de escolher outra.';

async function chat() {
  const a = await makeSubscriber(t.deps, 'tier_ouro');
  const b = await makeSubscriber(t.deps, 'tier_bronze');
  const { id } = await as(a).messages.start({ usernames: [b.username] });
  return { a, conversationId: id };
}

describe('message image tickets are counted like post uploads', () => {
  it(`${MESSAGE_IMAGE_OPEN_MAX} open 50 MB tickets at most; the next is refused until one is sent or discarded`, async () => {
    const { a, conversationId } = await chat();
    const big = 50 * 1024 * 1024;
    const tickets = [];
    for (let i = 0; i < MESSAGE_IMAGE_OPEN_MAX; i++) tickets.push(await as(a).messages.startImageUpload({ conversationId, size: big }));
    await expect(as(a).messages.startImageUpload({ conversationId, size: big })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: FULL,
    });

    // Sending one image frees its ticket.
    const image = files.png();
    const small = await as(a).feed.discardUpload({ uploadId: tickets[0]!.uploadId });
    expect(small).toEqual({ discarded: true });
    const next = await as(a).messages.startImageUpload({ conversationId, size: image.length });
    expect((await putUpload(t.deps, next.uploadUrl, image, a.cookie)).status).toBe(200);
    await as(a).messages.sendImage({ conversationId, uploadId: next.uploadId });
    await expect(as(a).messages.startImageUpload({ conversationId, size: image.length })).resolves.toMatchObject({
      uploadId: expect.any(String),
    });
    await expect(as(a).messages.startImageUpload({ conversationId, size: image.length })).rejects.toMatchObject({ message: FULL });
  });

  it('the count spans conversations, and abandoned tickets stop counting once they expire (2 hours)', async () => {
    const first = await chat();
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const { id: other } = await as(first.a).messages.start({ usernames: [b.username] });
    for (let i = 0; i < MESSAGE_IMAGE_OPEN_MAX; i++)
      await as(first.a).messages.startImageUpload({ conversationId: first.conversationId, size: 1000 });
    await expect(as(first.a).messages.startImageUpload({ conversationId: other, size: 1000 })).rejects.toMatchObject({ message: FULL });
    await t.clock.advance(2 * 3_600_000 + 1000);
    await expect(as(first.a).messages.startImageUpload({ conversationId: other, size: 1000 })).resolves.toMatchObject({ maxBytes: 1000 });
  });
});
