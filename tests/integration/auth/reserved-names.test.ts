import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, messages, profiles } from '../../../db/schema';
import { signUpForm } from '../../factories/accounts';
import { signUpAndConfirm } from '../../factories/confirmed-sign-up';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
const fresh = (headers?: Headers) => t.caller({ ip: `198.51.100.${++ipSeq}`, headers });
const RESERVED = 'Este nome é reservado ao perfil oficial do MC Mito. Escolha outro nome.';
const profileOf = async (userId: string) => (await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

describe("the artist's name is the artist's", () => {
  it.each(['MC Mito', 'mc  MÍTO', 'Mito Oficial', 'Artista', 'M.C. M1to'])(
    "sign-up as '%s' is refused in Portuguese, and no account is made",
    async (name) => {
      const form = signUpForm({ displayName: name });
      await expect(fresh().auth.signUp(form)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RESERVED });
      expect(await t.deps.db.select().from(profiles).where(eq(profiles.username, form.username))).toEqual([]);
    },
  );

  it('a username that reads as the artist is refused too', async () => {
    await expect(fresh().auth.signUp(signUpForm({ username: 'mito_oficial' }))).rejects.toMatchObject({ message: RESERVED });
    await expect(fresh().auth.signUp(signUpForm({ username: 'MC.Mito' }))).rejects.toMatchObject({ message: RESERVED });
  });

  it("a fan's name that mentions him is fine", async () => {
    const { userId } = await signUpAndConfirm(t, { displayName: 'Fã do Mito' });
    expect((await profileOf(userId)).displayName).toBe('Fã do Mito');
  });

  it("the artist's own account (ARTIST_USERNAME) signs up and edits with the artist's name", async () => {
    const { userId } = await signUpAndConfirm(t, { username: t.deps.config.ARTIST_USERNAME, displayName: 'MC Mito' });
    expect((await profileOf(userId)).displayName).toBe('MC Mito');
  });

  it("editing the profile to 'Mito Oficial' is refused for a fan and the old name stays", async () => {
    const fan = await makeMember(t.deps);
    await expect(
      fresh(fan.headers).members.updateSettings({ displayName: 'Mito Oficial', whatsapp: '+55 (11) 98765-4321' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RESERVED });
    expect((await profileOf(fan.userId)).displayName).toBe(fan.username);
    await expect(
      fresh(fan.headers).members.updateSettings({ displayName: 'Mitinho do Baile', whatsapp: '+55 (11) 98765-4321' }),
    ).resolves.toEqual({ ok: true });
  });
});

describe('direction controls and invisible characters never reach the database', () => {
  it("a display name 'foto\\u202Egpj.exe' is stored as 'fotogpj.exe'", async () => {
    const { userId } = await signUpAndConfirm(t, { displayName: 'foto\u202Egpj.exe' });
    expect((await profileOf(userId)).displayName).toBe('fotogpj.exe');
    const fan = await makeMember(t.deps);
    await fresh(fan.headers).members.updateSettings({ displayName: '\u2067Ana\u200B\u2069', whatsapp: '+55 (11) 98765-4321' });
    expect((await profileOf(fan.userId)).displayName).toBe('Ana');
  });

  it("nor does a zero-width space hide the artist's name", async () => {
    await expect(fresh().auth.signUp(signUpForm({ displayName: 'MC\u200B Mi\u200Dto' }))).rejects.toMatchObject({ message: RESERVED });
  });

  it('comments, posts and messages are stored without them', async () => {
    const author = await makeSubscriber(t.deps, 'tier_ouro');
    const friend = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await fresh(author.headers).feed.comment({ postId, content: 'olha a \u202Efoto\u202C aqui' });
    expect((await t.deps.db.select().from(comments).where(eq(comments.postId, postId)))[0]!.content).toBe('olha a foto aqui');
    const { id } = await fresh(author.headers).feed.create({ content: 'show \u2066hoje\u2069!' });
    expect((await fresh(author.headers).feed.post({ postId: id })).content).toBe('show hoje!');
    const chat = await fresh(author.headers).messages.start({ usernames: [friend.username] });
    await fresh(author.headers).messages.send({ conversationId: chat.id, content: 'o\u200Bi\uFEFF' });
    expect((await t.deps.db.select().from(messages).where(eq(messages.conversationId, chat.id)))[0]!.content).toBe('oi');
  });
});
