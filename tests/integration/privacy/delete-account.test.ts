import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, postPollOptions, subscriptions, trialUsages, users } from '../../../db/schema';
import { REMOVED_MEMBER_ID } from '../../../worker/contracts/privacy';
import { subscribe, useSimulatorApp, type BillingMember } from '../../factories/billing';
import { twoMembersWhoTalk } from '../../factories/privacy';
import { sessionCookieFrom } from '../../factories/accounts';
import { withoutWriteLimits } from '../../setup/without-write-limits';

const { t, app } = useSimulatorApp();

/** Every value of every column of every table, as text, with the table it came from. */
async function everyValue(): Promise<Array<{ table: string; text: string }>> {
  const tables = await t.deps.db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table'`);
  const out: Array<{ table: string; text: string }> = [];
  for (const { name } of tables) {
    const rows = await t.deps.db.all<Record<string, unknown>>(sql.raw(`SELECT * FROM "${name}"`));
    for (const row of rows) for (const v of Object.values(row)) if (v !== null) out.push({ table: name, text: String(v) });
  }
  return out;
}

/** The database file and its WAL as they are on disk, once the WAL was written back and emptied. */
async function fileBytes(): Promise<Buffer> {
  await t.deps.db.run(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
  const wal = (() => {
    try {
      return readFileSync(`${t.dbFile}-wal`);
    } catch {
      return Buffer.alloc(0);
    }
  })();
  return Buffer.concat([readFileSync(t.dbFile), wal]);
}

async function seeded() {
  const deps = { ...t.deps, rateLimiter: withoutWriteLimits(t.deps.rateLimiter) };
  const s = await twoMembersWhoTalk({ deps, caller: t.caller, clock: t.clock });
  // Ana's plan comes from the payment simulator, so deleting her account has a subscription to cancel there.
  await t.deps.db.delete(subscriptions).where(eq(subscriptions.userId, s.ana.userId));
  await subscribe(app(), { ...s.ana, caller: s.asAna } as unknown as BillingMember, 'tier_ouro');
  const sub = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, s.ana.userId)).get();
  expect(sub?.status).toMatch(/^(trialing|active)$/);
  return { ...s, providerSubscriptionId: sub!.providerSubscriptionId! };
}

describe("'Excluir minha conta'", () => {
  it('a wrong password is refused and nothing is deleted', async () => {
    const s = await seeded();
    await expect(s.asAna.privacy.deleteAccount({ password: 'nao-e-a-senha' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Senha incorreta. Sua conta não foi excluída.',
    });
    await expect(s.asAna.privacy.deleteAccount({ password: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.id, s.ana.userId)).get()).toBeDefined();
    expect(t.simulator.subscriptions.subscriptions.get(s.providerSubscriptionId)?.status).not.toBe('canceled');
    await expect(s.asAna.members.account()).resolves.toMatchObject({ email: s.ana.email });
  });

  it('a visitor without a session is refused', async () => {
    await expect(t.caller({}).privacy.deleteAccount({ password: 'qualquer' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Login necessário',
    });
  });

  it('cancels the subscription, signs out, and leaves no trace of the member in any table or in the file', async () => {
    const s = await seeded();
    const trialKeysBefore = (await t.deps.db.select().from(trialUsages)).length;
    const before = await everyValue();
    expect(before.some((v) => v.text.includes(s.ana.username))).toBe(true);

    const api = s.asAna;
    await expect(api.privacy.deleteAccount({ password: s.ana.password })).resolves.toEqual({ deleted: true });
    expect(sessionCookieFrom(api.ctx.resHeaders)).toBeNull();

    // The subscription was cancelled at the provider (the simulator), not only in the database.
    expect(t.simulator.subscriptions.subscriptions.get(s.providerSubscriptionId)?.status).toBe('canceled');
    // The session is gone: the same cookie is a visitor now.
    await expect(t.caller({ headers: s.ana.headers }).members.account()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.deps.media.head(s.avatarKey)).toBeNull();

    const needles = [s.ana.email, s.ana.username, s.ana.userId, s.anaName].map((n) => n.toLowerCase());
    const found = (await everyValue()).filter((v) => needles.some((n) => v.text.toLowerCase().includes(n)));
    expect(found).toEqual([]);
    const bytes = await fileBytes();
    for (const needle of [s.ana.email, s.ana.username, s.ana.userId, s.anaName])
      expect(bytes.includes(Buffer.from(needle)), needle).toBe(false);
    // The one-trial-per-person hashes stay (no contact data in them).
    expect((await t.deps.db.select().from(trialUsages)).length).toBe(trialKeysBefore);

    // Beto's side: his conversation keeps Ana's message, from 'Membro removido'.
    const list = await s.asBeto.messages.list({ conversationId: s.conversationId });
    expect(list.messages.map((m) => [m.content, m.senderName ?? null, m.senderId === REMOVED_MEMBER_ID])).toEqual([
      ['Mensagem da Ana para o Beto', 'Membro removido', true],
      ['Resposta secreta do Beto', null, false],
    ]);
    const [conversation] = await s.asBeto.messages.conversations();
    expect(conversation).toMatchObject({ id: s.conversationId, title: 'Membro removido' });
    // Her posts and comments are deleted; the counts on Beto's post no longer hold her reaction, comment or vote.
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, s.anaPost)).get()).toBeUndefined();
    expect(
      await t.deps.db.select({ fire: posts.fireCount, comments: posts.commentsCount }).from(posts).where(eq(posts.id, s.betoPost)).get(),
    ).toEqual({ fire: 0, comments: 0 });
    const options = await s.asBeto.feed.post({ postId: s.betoPost });
    expect(options.poll?.totalVotes ?? 0).toBe(0);
    expect((await t.deps.db.select({ n: postPollOptions.voteCount }).from(postPollOptions)).every((o) => o.n >= 0)).toBe(true);
    // Nobody can sign in as the placeholder sender.
    await expect(t.caller({}).auth.signIn({ email: 'membro-removido@invalid.com', password: '!' })).rejects.toBeDefined();
  });
});
