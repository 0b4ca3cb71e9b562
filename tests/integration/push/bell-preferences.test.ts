import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lives } from '../../../db/schema';
import type { PushPreferences } from '../../../worker/contracts/push';
import { announceDueLives } from '../../../worker/services/lives/announce-lives';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

/*
 * The switches under 'O que avisar' are for the bell as well as for push: a kind switched off writes
 * no bell row (its push: web-push.test.ts, artist-posts.test.ts), the other kinds still do.
 */
const t = useTestDeps({ writeLimits: false });
type Member = Awaited<ReturnType<typeof makeMember>>;
const api = (m: Member) => t.caller({ headers: m.headers });
const ALL_ON: PushPreferences = { messages: true, mentions: true, followers: true, posts: true, lives: true };
const switchOff = (m: Member, kind: keyof PushPreferences) => api(m).push.setPreferences({ ...ALL_ON, [kind]: false });
const bellTypes = async (m: Member) => (await api(m).notifications.list()).map((n) => n.type).sort();

describe('preferences apply to the bell', () => {
  it("'Menções e respostas' off: no mention and no comment row; a reaction still comes", async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await makeSubscriber(t.deps, 'tier_bronze');
    await switchOff(author, 'mentions');
    const { id: postId } = await api(author).feed.create({ content: 'Meu post' });
    await api(fan).feed.comment({ postId, content: 'Boa!' });
    await api(fan).feed.create({ content: `Olha @${author.username}` });
    await api(fan).feed.react({ postId, type: 'fire' });
    expect(await bellTypes(author)).toEqual(['like']);
    await api(author).push.setPreferences(ALL_ON);
    await api(fan).feed.comment({ postId, content: 'De novo!' });
    expect(await bellTypes(author)).toEqual(['comment', 'like']);
  });

  it("'Novos seguidores' off: a follow writes no row", async () => {
    const ana = await makeMember(t.deps);
    const bia = await makeMember(t.deps);
    await switchOff(ana, 'followers');
    await api(bia).social.follow({ username: ana.username });
    expect(await bellTypes(ana)).toEqual([]);
  });

  it("'Mensagens' off: a DM writes no bell row, the chat still has it", async () => {
    const caio = await makeSubscriber(t.deps, 'tier_ouro');
    const duda = await makeMember(t.deps);
    await switchOff(duda, 'messages');
    const { id: conversationId } = await api(caio).messages.start({ usernames: [duda.username] });
    await api(caio).messages.send({ conversationId, content: 'Oi, tudo certo?' });
    expect(await bellTypes(duda)).toEqual([]);
    expect(JSON.stringify(await api(duda).messages.list({ conversationId }))).toContain('Oi, tudo certo?');
  });

  it("'Lives' off: a live that starts writes no row for that member; another Prata member gets it", async () => {
    await t.deps.db.update(lives).set({ announcedAt: t.clock.now() }).where(isNull(lives.announcedAt));
    const [off, on] = await Promise.all([makeSubscriber(t.deps, 'tier_prata'), makeSubscriber(t.deps, 'tier_prata')]);
    await switchOff(off, 'lives');
    const now = t.clock.now();
    const id = `live_${t.deps.random.id()}`;
    await t.deps.db
      .insert(lives)
      .values({ id, title: 'Live', startsAt: new Date(now.getTime() - 1000), url: 'https://youtu.be/x', createdAt: now });
    expect(await announceDueLives(t.deps)).toEqual({ announced: [id] });
    expect(await bellTypes(off)).toEqual([]);
    expect(await bellTypes(on)).toEqual(['live']);
  });
});
