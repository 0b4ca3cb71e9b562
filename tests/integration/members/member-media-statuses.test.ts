import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import type { ErrorBody } from '../../../worker/contracts/errors';
import * as PATHS from '../../../worker/contracts/paths';
import type { Logger } from '../../../worker/lib/logger';
import * as files from '../../factories/media-files';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

/**
 * The member media routes (profile photo upload, media by key) answer each failure with the table's
 * status, code and text through the app's one answerError; a surprise is a logged 500 with the
 * generic text. Before, the photo route's own status map answered 500 for codes it did not list.
 */
const t = useTestDeps();
const ORIGIN = 'http://localhost:3000';
const logged: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
const logger: Logger = { info: () => {}, warn: () => {}, error: (msg, fields) => logged.push({ msg, fields }) };
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  t.deps.logger = logger;
  app = createApp(t.deps, { clientIp: () => '203.0.113.40' });
});

const uploadPhoto = (body: Uint8Array, cookie?: string, type = 'image/png') =>
  app.request(`${ORIGIN}${PATHS.avatar}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': type, ...(cookie ? { cookie } : {}) },
    body: body as Uint8Array<ArrayBuffer>,
  });
const getMedia = (key: string, cookie?: string) => app.request(`${ORIGIN}${PATHS.media}/${key}`, { headers: cookie ? { cookie } : {} });

async function expectAnswer(res: Response, status: number, code: ErrorBody['error']['code'], message: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(message);
}

describe('profile photo upload (PATHS.avatar)', () => {
  it('no session: 401 "Login necessário"', async () => {
    await expectAnswer(await uploadPhoto(files.png()), 401, 'UNAUTHORIZED', 'Login necessário');
  });

  it('bytes that are not a photo: 400 with the photo rule', async () => {
    const member = await makeMember(t.deps);
    await expectAnswer(
      await uploadPhoto(files.svgWithScript(), member.cookie),
      400,
      'AVATAR_INVALID',
      'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.',
    );
  });

  it('a JPEG with a script in a comment, one with HTML after its end marker, and a cut one: 400, nothing stored', async () => {
    const member = await makeMember(t.deps);
    const pretenders = {
      'script in a comment segment': files.jpegWithHtml(),
      'HTML after the end marker': files.concatBytes(
        files.jpeg(),
        new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>'),
      ),
      truncated: files.jpeg().subarray(0, 40),
    };
    for (const [what, body] of Object.entries(pretenders)) {
      const res = await uploadPhoto(body, member.cookie, 'image/jpeg');
      expect(res.status, what).toBe(400);
      await expectAnswer(res, 400, 'AVATAR_INVALID', 'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.');
    }
    expect((await t.caller({ headers: member.headers }).members.account()).avatarUrl).toBeNull();
  });

  it('a GIF, or a PNG with a ZIP appended: 400; real JPEG, PNG and WebP photos pass', async () => {
    const member = await makeMember(t.deps);
    await expectAnswer(
      await uploadPhoto(files.gif(), member.cookie, 'image/gif'),
      400,
      'AVATAR_INVALID',
      'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.',
    );
    const zipped = files.concatBytes(files.png(), new TextEncoder().encode('PK\x03\x04'), new Uint8Array(40));
    await expectAnswer(
      await uploadPhoto(zipped, member.cookie),
      400,
      'AVATAR_INVALID',
      'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.',
    );
    for (const [body, type, ext] of [
      [files.jpeg(), 'image/jpeg', 'jpg'],
      [files.png(), 'image/png', 'png'],
      [files.webp(), 'image/webp', 'webp'],
    ] as const) {
      const res = await uploadPhoto(body, member.cookie, type);
      expect(res.status, type).toBe(200);
      const { avatarUrl } = (await res.json()) as { avatarUrl: string };
      expect(avatarUrl.endsWith(`.${ext}`), type).toBe(true);
      expect((await app.request(`${ORIGIN}${avatarUrl}`)).headers.get('content-type')).toBe(type);
    }
  });

  it('over 2 MB: 413 before the body is read', async () => {
    const member = await makeMember(t.deps);
    await expectAnswer(
      await uploadPhoto(files.png({ padTo: 2 * 1024 * 1024 + 1 }), member.cookie),
      413,
      'AVATAR_TOO_LARGE',
      'Arquivo muito grande. A foto pode ter até 2 MB.',
    );
  });

  it('a member without a profile row: the table’s 500 with its own text, not the generic one', async () => {
    const member = await makeMember(t.deps);
    await t.deps.db.delete(profiles).where(eq(profiles.userId, member.userId));
    await expectAnswer(await uploadPhoto(files.png(), member.cookie), 500, 'PROFILE_LOAD_FAILED', 'Erro ao carregar perfil');
  });

  it('a storage failure is a surprise: logged once without personal data, answered 500 with the generic text', async () => {
    const member = await makeMember(t.deps);
    // A file where the member's photo folder goes: the folder store's mkdir fails for real.
    const blocked = join(dirname(t.dbFile), 'media', 'avatars', member.userId);
    mkdirSync(dirname(blocked), { recursive: true });
    writeFileSync(blocked, 'not a folder');
    logged.length = 0;
    const res = await uploadPhoto(files.png(), member.cookie);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { message: 'Algo deu errado. Tente novamente em alguns minutos.', code: 'INTERNAL' } });
    expect(text).not.toMatch(/ENOTDIR|EEXIST|avatars|\/tmp|at /);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'route failed', fields: { route: PATHS.avatar, name: 'Error' } });
    expect(JSON.stringify(logged)).not.toContain(member.userId);
    expect(JSON.stringify(logged)).not.toContain(member.email);
  });
});

describe('media by key (PATHS.media)', () => {
  it('a malformed key is bad input: 400, never a path outside the store', async () => {
    for (const key of ['sem-extensao', '..%2F..%2Fdev-secrets.json', 'avatars/%00.png', 'a/b/.png']) {
      await expectAnswer(await getMedia(key), 400, 'MEDIA_KEY_INVALID', 'Endereço de arquivo inválido.');
    }
  });

  it('a well-formed key with no file: 404', async () => {
    await expectAnswer(await getMedia('posts/nao-existe/abc123.png'), 404, 'NOT_FOUND', 'Não encontrado');
  });

  it('a message image for anyone outside the conversation: 404, like the conversation itself', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const stranger = await makeMember(t.deps);
    const { id } = await t.caller({ headers: a.headers }).messages.start({ usernames: [b.username] });
    const key = `messages/${id}/imagem123.png`;
    await t.deps.media.put(key, files.png(), 'image/png');
    expect((await getMedia(key, a.cookie)).status).toBe(200);
    await expectAnswer(await getMedia(key, stranger.cookie), 404, 'NOT_FOUND', 'Não encontrado');
    await expectAnswer(await getMedia(key), 404, 'NOT_FOUND', 'Não encontrado');
  });
});

describe('upload bytes (PATHS.uploads)', () => {
  it('an upload id nobody opened: 404 with the table’s text', async () => {
    const member = await makeSubscriber(t.deps, 'tier_bronze');
    const res = await app.request(`${ORIGIN}${PATHS.uploads}/nao-existe`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'application/octet-stream' },
      body: files.png() as Uint8Array<ArrayBuffer>,
    });
    await expectAnswer(res, 404, 'MEDIA_UPLOAD_NOT_FOUND', /^Envio não encontrado/);
  });
});
