import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema';
import { createSession } from '../../../worker/services/auth/internal/create-session';
import { MEMBER_COOKIE } from '../../../worker/lib/cookies';
import { artistAccount } from '../../factories/benefits';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, ip: `198.51.100.${++ipSeq}` });
const OURO_ONLY = 'Acesso direto ao MC Mito é um benefício do plano Ouro.';

/** The artist's member account, signed in (a fresh session each time). */
async function signedInArtist() {
  const { userId } = await artistAccount(t.deps);
  const { token } = await createSession(t.deps, { userId });
  return { userId, headers: new Headers({ cookie: `${MEMBER_COOKIE}=${token}` }) };
}

describe("direct access to the artist's account", () => {
  it("lets an Ouro member start the chat ('Falar com o MC Mito') and returns the same one the next time", async () => {
    const artist = await signedInArtist();
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    const first = await as(ouro).messages.startWithArtist();
    expect(first.created).toBe(true);
    expect(await as(ouro).messages.startWithArtist()).toEqual({ id: first.id, created: false });
    expect(await as(ouro).messages.artistAccess()).toEqual({ state: 'allowed' });
    expect(await as(artist).messages.artistAccess()).toEqual({ state: 'self' });
    await as(ouro).messages.send({ conversationId: first.id, content: 'Salve, Mito!' });
    const inbox = await as(artist).messages.conversations();
    expect(inbox.find((c) => c.id === first.id)).toMatchObject({ ouro: true, lastMessage: { content: 'Salve, Mito!' } });
  });

  it('refuses Prata, Bronze and free members, by the button and by @username in any spelling, and writes nothing', async () => {
    const { username } = await artistAccount(t.deps);
    const members = [await makeSubscriber(t.deps, 'tier_prata'), await makeSubscriber(t.deps, 'tier_bronze'), await makeMember(t.deps)];
    for (const m of members) {
      expect(await as(m).messages.artistAccess()).toEqual({ state: 'ouro_only' });
      await expect(as(m).messages.startWithArtist()).rejects.toMatchObject({ code: 'FORBIDDEN', message: OURO_ONLY });
      for (const name of [username, `@${username.toUpperCase()}`]) {
        await expect(as(m).messages.start({ usernames: [name] })).rejects.toMatchObject({ code: 'FORBIDDEN', message: OURO_ONLY });
      }
      expect(await as(m).messages.conversations()).toEqual([]);
    }
    // A group that takes the artist in is refused too.
    const prata = members[0]!;
    const friend = await makeMember(t.deps);
    await expect(as(prata).messages.start({ usernames: [friend.username, username], name: 'Bonde' })).rejects.toMatchObject({
      message: OURO_ONLY,
    });
  });

  it("separates the artist's inbox: Ouro conversations apart from the rest; other members' inboxes carry no such mark", async () => {
    const artist = await signedInArtist();
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    const lapsed = await makeSubscriber(t.deps, 'tier_ouro');
    const withOuro = await as(ouro).messages.startWithArtist();
    const withLapsed = await as(lapsed).messages.startWithArtist();
    // The artist's inbox lists a chat once its member wrote in it.
    await as(ouro).messages.send({ conversationId: withOuro.id, content: 'Salve, Mito!' });
    await as(lapsed).messages.send({ conversationId: withLapsed.id, content: 'Salve!' });
    // The second member's Ouro plan ended: their conversation now belongs with the rest.
    await t.deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, lapsed.userId));
    const inbox = await as(artist).messages.conversations();
    expect(inbox.find((c) => c.id === withOuro.id)?.ouro).toBe(true);
    expect(inbox.find((c) => c.id === withLapsed.id)?.ouro).toBe(false);
    for (const c of await as(ouro).messages.conversations()) expect(c).not.toHaveProperty('ouro');
  });
});
