import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, comments, sessions, users } from '../../../db/schema';
import { scheduledHousekeeping } from '../../../worker/services/retention/scheduled-housekeeping';
import { suspendMember } from '../../../worker/services/moderation/suspend-member';
import { realtimeGrant } from '../../../worker/services/messages/realtime-grant';
import { SESSION_CACHE_MS } from '../../../worker/services/auth/session-cache';
import { makePost } from '../../factories/feed';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers });
let ipSeq = 0;
const signIn = (m: { email: string; password: string }) =>
  t.caller({ ip: `198.51.100.${++ipSeq}` }).auth.signIn({ email: m.email, password: m.password });
const panel = async () => t.caller({ headers: (await makeArtistSession(t.deps)).headers });

describe("'Suspender membro'", () => {
  it('ends every session at once: the next call is refused, a grant too, and signing in says until when', async () => {
    const member = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    expect(await as(member).auth.me()).toMatchObject({ userId: member.userId });
    await (await panel()).artist.suspend({ memberId: member.userId, length: '7d', hidePosts: false });

    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toEqual([]);
    await expect(as(member).feed.list({ tab: 'recentes' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(member).messages.realtimeGrant()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // 2026-11-23 12:00 UTC + 7 days, shown as the day in São Paulo.
    await expect(signIn(member)).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Sua conta está suspensa até 30/11/2026.' });
    await expect(signIn({ email: member.email, password: 'senha-errada' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(other).feed.list({ tab: 'recentes' })).resolves.toBeDefined();
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${member.userId}`));
    expect(audit?.action).toBe('moderation_suspend');
  });

  it("ends the member's open realtime connections after the commit (the port's revoke), not at their next reconnect", async () => {
    const member = await makeMember(t.deps);
    const revoked: string[] = [];
    const realtime = { ...t.deps.realtime, revoke: async (clientId: string) => void revoked.push(clientId) };
    await suspendMember(
      { ...t.deps, realtime },
      { suspend: { memberId: member.userId, length: '7d', hidePosts: false }, actor: { kind: 'painel' } },
    );
    await t.background.idle();
    expect(revoked).toEqual([member.userId]);
  });

  it('a permanent suspension: "Sua conta foi suspensa."; a session made meanwhile is refused on its next read', async () => {
    const member = await makeMember(t.deps);
    await (await panel()).artist.suspend({ memberId: member.userId, length: 'permanent', hidePosts: false });
    await expect(signIn(member)).rejects.toMatchObject({ message: 'Sua conta foi suspensa.' });
    // Any session that outlived it (another process's memo) is refused once its memo runs out.
    const again = await makeMember(t.deps);
    await as(again).auth.me();
    await t.deps.db.update(users).set({ suspendedAt: t.deps.clock.now() }).where(eq(users.id, again.userId));
    await t.clock.advance(SESSION_CACHE_MS + 1);
    await expect(as(again).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(realtimeGrant(t.deps, { userId: again.userId })).rejects.toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
    });
  });

  it("hiding the member's posts and comments, and 'Reativar' showing them again", async () => {
    const member = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, member.userId, { content: 'Post do suspenso' });
    const fanPost = await makePost(t.deps, fan.userId);
    await as(member).feed.comment({ postId: fanPost, content: 'Comentário do suspenso' });
    const api = await panel();
    await api.artist.suspend({ memberId: member.userId, length: '30d', hidePosts: true });
    expect((await as(fan).feed.list({ tab: 'recentes' })).items.map((p) => p.id)).not.toContain(postId);
    expect(await as(fan).feed.comments({ postId: fanPost })).toEqual([]);
    expect((await as(fan).feed.post({ postId: fanPost })).commentsCount).toBe(0);
    expect((await api.artist.suspended()).map((s) => s.userId)).toContain(member.userId);

    await api.artist.unsuspend({ memberId: member.userId });
    expect((await as(fan).feed.list({ tab: 'recentes' })).items.map((p) => p.id)).toContain(postId);
    expect((await as(fan).feed.post({ postId: fanPost })).commentsCount).toBe(1);
    expect(await t.deps.db.select({ h: comments.hiddenAt }).from(comments).where(eq(comments.userId, member.userId))).toEqual([
      { h: null },
    ]);
    await expect(signIn(member)).resolves.toHaveProperty('userId');
  });

  it('a 7-day suspension ends by itself, and the scheduled job shows again what it hid; the artist account cannot be suspended', async () => {
    const member = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, member.userId, { content: 'Volto em 7 dias' });
    await (await panel()).artist.suspend({ memberId: member.userId, length: '7d', hidePosts: true });
    await t.clock.advance(7 * 86_400_000 + 1000);
    await expect(signIn(member)).resolves.toHaveProperty('userId');
    expect((await as(fan).feed.list({ tab: 'recentes' })).items.map((p) => p.id)).not.toContain(postId);
    expect((await scheduledHousekeeping(t.deps)).suspensions.ended).toBeGreaterThanOrEqual(1);
    expect((await as(fan).feed.list({ tab: 'recentes' })).items.map((p) => p.id)).toContain(postId);
    expect((await (await panel()).artist.suspended()).map((s) => s.userId)).not.toContain(member.userId);
    const artist = await makeMember(t.deps, { username: 'mcmito' });
    await expect((await panel()).artist.suspend({ memberId: artist.userId, length: '7d', hidePosts: false })).rejects.toMatchObject({
      message: 'A conta do artista não pode ser suspensa.',
    });
  });

  it('a member, even the artist account, cannot use the panel procedures', async () => {
    const artist = await t.deps.db.select().from(users).limit(1);
    const member = await makeMember(t.deps);
    await expect(as(member).artist.suspend({ memberId: artist[0]!.id, length: '7d', hidePosts: false })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(as(member).artist.reports()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
