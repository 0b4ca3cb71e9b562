import { describe, expect, it } from 'vitest';
import { twoMembersWhoTalk } from '../../factories/privacy';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to seed two members: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });

describe("'Baixar meus dados'", () => {
  it('holds every category the notice lists for the member, and nothing of the other member but a username', async () => {
    const s = await twoMembersWhoTalk(t);
    const data = await s.asAna.privacy.exportData();

    expect(data.account).toMatchObject({ email: s.ana.email, emailConfirmedAt: expect.any(String) });
    expect(data.profile).toMatchObject({
      username: s.ana.username,
      displayName: s.anaName,
      whatsapp: '5511912345678',
      avatarUrl: expect.stringContaining(s.avatarKey),
    });
    expect(data.posts.map((p) => p.content)).toEqual(['Post da Ana sobre o show']);
    expect(data.comments.map((c) => c.content)).toEqual(['Comentário da Ana no post do Beto']);
    expect(data.reactions).toEqual([expect.objectContaining({ postId: s.betoPost, type: 'fire' })]);
    expect(data.messageReactions).toEqual([expect.objectContaining({ reaction: 'heart' })]);
    expect(data.postPollVotes).toHaveLength(1);
    expect(data.conversations).toEqual([expect.objectContaining({ id: s.conversationId, others: [s.beto.username] })]);
    expect(data.messagesSent.map((m) => m.content)).toEqual(['Mensagem da Ana para o Beto']);
    expect(data.tshirtVotes).toEqual([expect.objectContaining({ id: s.vote.id, coupon: s.vote.raffleCoupon })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]!.items.length).toBeGreaterThan(0);
    expect(data.subscriptions).toEqual([expect.objectContaining({ tierId: 'tier_ouro', status: 'active' })]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'contact', granted: true, textVersion: 'v1' })]);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual(['absoluteExpiresAt', 'createdAt', 'expiresAt']);
    // Beto reacted to and commented on Ana's post, and wrote to her: her bell has them, without his name.
    expect(data.notifications.map((n) => n.type).sort()).toEqual(['comment', 'like', 'message']);

    const text = JSON.stringify(data);
    for (const secret of [
      s.beto.email,
      s.beto.userId,
      'Resposta secreta do Beto',
      'Comentário do Beto no post da Ana',
      'Post do Beto',
      s.ana.token,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    // The other member's username appears once: as the other participant of the conversation.
    expect(text.split(s.beto.username).length - 1).toBe(1);
  });

  it('a visitor without a session is refused', async () => {
    await expect(t.caller({}).privacy.exportData()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
  });
});
