import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reports } from '../../../db/schema';
import { makePost } from '../../factories/feed';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers });
const panel = async () => t.caller({ headers: (await makeArtistSession(t.deps)).headers });
const cardOf = async (targetId: string) => (await (await panel()).artist.reports()).find((c) => c.targetId === targetId);

describe("'Denúncias' in the artist panel", () => {
  it('groups open reports per item: text, author, reasons, how many reported it, the Outro texts; the dashboard counts them', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId, { content: 'Rifa falsa, manda pix' });
    const before = await (await panel()).artist.reportCount();
    const fans = await Promise.all([makeMember(t.deps), makeMember(t.deps), makeMember(t.deps)]);
    await as(fans[0]!).moderation.report({ targetType: 'post', targetId: postId, reason: 'scam' });
    await as(fans[1]!).moderation.report({ targetType: 'post', targetId: postId, reason: 'scam' });
    await as(fans[2]!).moderation.report({ targetType: 'post', targetId: postId, reason: 'other', details: 'Já caí nessa' });
    expect(await cardOf(postId)).toMatchObject({
      targetType: 'post',
      content: 'Rifa falsa, manda pix',
      author: { userId: author.userId, username: author.username, suspended: false },
      reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'other', count: 1 },
      ],
      details: ['Já caí nessa'],
      reporters: 3,
      priorRemovals: 0,
      gone: false,
      history: [],
    });
    expect(await (await panel()).artist.reportCount()).toEqual({ reports: before.reports + 3, items: before.items + 1 });
  });

  it("'Advertir' tells the author and closes the card; the history and the audit log keep it", async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'harassment' });
    await (await panel()).artist.warn({ targetType: 'post', targetId: postId });
    expect(await cardOf(postId)).toBeUndefined();
    expect((await as(author).notifications.list())[0]).toMatchObject({
      type: 'moderation',
      message: 'Você recebeu uma advertência da moderação por violar as regras da comunidade.',
    });
    // The post stays.
    await expect(as(fan).feed.post({ postId })).resolves.toMatchObject({ id: postId });
    // Reported again: the card shows what was done before.
    const other = await makeMember(t.deps);
    await as(other).moderation.report({ targetType: 'post', targetId: postId, reason: 'spam' });
    expect((await cardOf(postId))?.history).toMatchObject([{ action: 'warn', actor: 'painel' }]);
    expect(
      await t.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, `post:${postId}`)),
    ).toEqual([{ action: 'moderation_warn' }]);
  });

  it("'Ignorar' closes the card without telling anyone; 'Remover' counts in the author's earlier removals", async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const kept = await makePost(t.deps, author.userId);
    const removed = await makePost(t.deps, author.userId);
    const next = await makePost(t.deps, author.userId);
    for (const id of [kept, removed, next]) await as(fan).moderation.report({ targetType: 'post', targetId: id, reason: 'spam' });
    const api = await panel();
    await api.artist.dismiss({ targetType: 'post', targetId: kept });
    await api.artist.removeReported({ targetType: 'post', targetId: removed });
    expect(await cardOf(kept)).toBeUndefined();
    expect(await cardOf(removed)).toBeUndefined();
    expect((await cardOf(next))?.priorRemovals).toBe(1);
    expect((await as(author).notifications.list()).map((n) => n.message)).toEqual([
      'Seu post "Bora pro show!" foi removido por violar as regras da comunidade.',
    ]);
    const open = await t.deps.db.select({ resolvedAt: reports.resolvedAt }).from(reports).where(eq(reports.targetId, kept));
    expect(open[0]?.resolvedAt).not.toBeNull();
  });

  it("a suspension from a card closes it and the member's own reports", async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'harassment' });
    await as(fan).moderation.report({ targetType: 'member', targetId: author.userId, reason: 'harassment' });
    await (
      await panel()
    ).artist.suspend({ memberId: author.userId, length: '30d', hidePosts: false, item: { targetType: 'post', targetId: postId } });
    expect(await cardOf(postId)).toBeUndefined();
    expect(await cardOf(author.userId)).toBeUndefined();
  });
});
