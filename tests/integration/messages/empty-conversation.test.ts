import { describe, expect, it } from 'vitest';
import { makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const listed = async (m: { headers: Headers }) => (await as(m).messages.conversations()).map((c) => c.id);

describe('a conversation nobody wrote in yet', () => {
  it('is listed for who started it, not for the other member, until its first message', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    expect(await listed(a)).toEqual([id]);
    expect(await listed(b)).toEqual([]);

    await as(a).messages.send({ conversationId: id, content: 'Salve!' });
    expect(await listed(b)).toEqual([id]);
    expect((await as(b).messages.conversations())[0]).toMatchObject({ unread: 1, lastMessage: { content: 'Salve!' } });
  });

  it('the other member opening the same direct chat lists it for them too; a group waits for its first message', async () => {
    const a = await makeSubscriber(t.deps, 'tier_prata');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const c = await makeSubscriber(t.deps, 'tier_bronze');
    const direct = await as(a).messages.start({ usernames: [b.username] });
    await expect(as(b).messages.start({ usernames: [a.username] })).resolves.toEqual({ id: direct.id, created: false });
    expect(await listed(b)).toEqual([direct.id]);

    const group = await as(a).messages.start({ usernames: [b.username, c.username], name: 'Bonde' });
    expect(await listed(c)).toEqual([]);
    await as(a).messages.send({ conversationId: group.id, content: 'Bem-vindos' });
    expect(await listed(c)).toEqual([group.id]);
  });
});
