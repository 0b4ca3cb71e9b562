import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, conversations, messages, posts, users } from '../../../db/schema';
import { issueToken } from '../../../worker/services/mail/one-time-tokens';
import { makeBillingMember } from '../../factories/billing';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
const fresh = (headers?: Headers) => t.caller({ ip: `198.51.100.${++ipSeq}`, headers });
const UNCONFIRMED = {
  code: 'FORBIDDEN',
  message: 'Confirme seu e-mail para continuar. Enviamos um link de confirmação para o seu e-mail.',
};
const rows = async (table: typeof posts | typeof comments | typeof conversations | typeof messages) =>
  (await t.deps.db.select({ n: count() }).from(table).get())?.n ?? 0;

/** A paying member whose e-mail is not confirmed yet (the sessions are fresh: no cached "confirmed"). */
async function unconfirmedSubscriber() {
  const m = await makeSubscriber(t.deps, 'tier_ouro');
  await t.deps.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, m.userId));
  return m;
}

/** Opens the member's confirmation link in the member's own browser. */
async function confirm(m: { userId: string; headers: Headers }) {
  await fresh(m.headers).auth.confirmEmail({ token: await issueToken(t.deps, { purpose: 'email_confirm', userId: m.userId }) });
}

describe('an unconfirmed e-mail', () => {
  it('cannot post or comment (403 EMAIL_UNCONFIRMED, nothing written) until the link is opened', async () => {
    const m = await unconfirmedSubscriber();
    const postId = await makePost(t.deps, (await makeMember(t.deps)).userId);
    const [postsBefore, commentsBefore] = [await rows(posts), await rows(comments)];
    await expect(fresh(m.headers).feed.create({ content: 'Primeiro post!' })).rejects.toMatchObject(UNCONFIRMED);
    await expect(fresh(m.headers).feed.comment({ postId, content: 'Que som!' })).rejects.toMatchObject(UNCONFIRMED);
    expect([await rows(posts), await rows(comments)]).toEqual([postsBefore, commentsBefore]);
    // Reading and reacting stay open.
    await expect(fresh(m.headers).feed.list({ tab: 'recentes' })).resolves.toBeTruthy();
    await expect(fresh(m.headers).feed.react({ postId, type: 'fire' })).resolves.toBeTruthy();

    await confirm(m);
    await expect(fresh(m.headers).feed.create({ content: 'Primeiro post!' })).resolves.toBeTruthy();
    await expect(fresh(m.headers).feed.comment({ postId, content: 'Que som!' })).resolves.toBeTruthy();
  });

  it('cannot start a conversation nor send in one it was added to, until the link is opened', async () => {
    const m = await unconfirmedSubscriber();
    const friend = await makeSubscriber(t.deps, 'tier_ouro');
    const [conversationsBefore] = [await rows(conversations)];
    await expect(fresh(m.headers).messages.start({ usernames: [friend.username] })).rejects.toMatchObject(UNCONFIRMED);
    expect(await rows(conversations)).toBe(conversationsBefore);
    const { id } = await fresh(friend.headers).messages.start({ usernames: [m.username] });
    const messagesBefore = await rows(messages);
    await expect(fresh(m.headers).messages.send({ conversationId: id, content: 'Oi!' })).rejects.toMatchObject(UNCONFIRMED);
    expect(await rows(messages)).toBe(messagesBefore);

    await confirm(m);
    await expect(fresh(m.headers).messages.send({ conversationId: id, content: 'Oi!' })).resolves.toMatchObject({ content: 'Oi!' });
    await expect(fresh(m.headers).messages.start({ usernames: [(await makeMember(t.deps)).username] })).resolves.toHaveProperty('id');
  });

  it('cannot start a free trial; once confirmed the checkout opens with the 30 days', async () => {
    const m = await makeBillingMember(t);
    await t.deps.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, m.userId));
    const checkouts = t.simulator.subscriptions.checkouts.size;
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_prata' })).rejects.toMatchObject(UNCONFIRMED);
    expect(t.simulator.subscriptions.checkouts.size).toBe(checkouts);

    await confirm(m);
    const { url } = await m.caller.billing.createCheckout({ tierId: 'tier_prata' });
    expect(t.simulator.subscriptions.checkouts.get(url.split('/').pop()!)!.input.trialDays).toBe(30);
  });
});
