import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportRequests } from '../../../db/schema';
import { lastMailTo } from '../../factories/mailbox';
import { makeArtistSession, makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, ip: `198.51.100.${++ipSeq}` });
const panel = async () => as(await makeArtistSession(t.deps));

/** Every open request is answered, so each test sees only its own queue. */
async function emptyQueue() {
  await t.deps.db.update(supportRequests).set({ answeredAt: t.clock.now(), reply: 'fechado' });
}

describe("'Fale com a equipe'", () => {
  it('takes Prata and Ouro messages (bidi controls removed) and refuses Bronze and free members in Portuguese', async () => {
    await emptyQueue();
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    await as(prata).support.send({ message: '  Meu vídeo \u202Enão\u202C sobe no post.  ' });
    const [row] = await t.deps.db.select().from(supportRequests).where(eq(supportRequests.userId, prata.userId));
    expect(row).toMatchObject({ message: 'Meu vídeo não sobe no post.', tierRank: 1, answeredAt: null });
    for (const m of [await makeSubscriber(t.deps, 'tier_bronze'), await makeMember(t.deps)]) {
      await expect(as(m).support.send({ message: 'Quero falar com a equipe.' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Suporte prioritário é um benefício dos planos Prata e Ouro.',
      });
    }
    await expect(as(prata).support.send({ message: 'curta' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Escreva pelo menos 10 caracteres'),
    });
    await expect(as(prata).support.send({ message: 'x'.repeat(2001) })).rejects.toMatchObject({
      message: expect.stringContaining('máximo de 2000 caracteres'),
    });
  });

  it("lists the panel's queue Ouro first, then the oldest", async () => {
    await emptyQueue();
    const prataOld = await makeSubscriber(t.deps, 'tier_prata', { username: `prata_antiga_${ipSeq}` });
    const ouroA = await makeSubscriber(t.deps, 'tier_ouro', { username: `ouro_a_${ipSeq}` });
    const prataNew = await makeSubscriber(t.deps, 'tier_prata', { username: `prata_nova_${ipSeq}` });
    const ouroB = await makeSubscriber(t.deps, 'tier_ouro', { username: `ouro_b_${ipSeq}` });
    for (const m of [prataOld, ouroA, prataNew, ouroB]) {
      await as(m).support.send({ message: `Mensagem de ${m.username}` });
      await t.clock.advance(60_000);
    }
    const queue = await (await panel()).artist.supportQueue();
    expect(queue.map((q) => [q.tier, q.username, q.message])).toEqual([
      ['Ouro', ouroA.username, `Mensagem de ${ouroA.username}`],
      ['Ouro', ouroB.username, `Mensagem de ${ouroB.username}`],
      ['Prata', prataOld.username, `Mensagem de ${prataOld.username}`],
      ['Prata', prataNew.username, `Mensagem de ${prataNew.username}`],
    ]);
  });

  it("e-mails the panel's reply to the member, marks the request answered, and answers it only once", async () => {
    await emptyQueue();
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await as(ouro).support.send({ message: 'Não recebi o selo personalizado.' });
    const api = await panel();
    const [request] = await api.artist.supportQueue();
    await api.artist.replySupport({ id: request!.id, reply: 'Oi! O selo já está liberado no seu perfil, é só atualizar a página.' });
    await t.background.idle();
    const mail = lastMailTo(t.dataDir, ouro.email, 'support_reply');
    expect(mail?.subject).toBe('Resposta da equipe MC Mito');
    expect(mail?.text).toContain('Oi! O selo já está liberado no seu perfil, é só atualizar a página.');
    expect(mail?.text).toContain('Não recebi o selo personalizado.');
    expect(mail?.links).toContain('http://localhost:3000/meu-plano');
    expect(await api.artist.supportQueue()).toEqual([]);
    const row = await t.deps.db.select().from(supportRequests).where(eq(supportRequests.id, request!.id)).get();
    expect(row).toMatchObject({ reply: 'Oi! O selo já está liberado no seu perfil, é só atualizar a página.', answeredAt: t.clock.now() });
    await expect(api.artist.replySupport({ id: request!.id, reply: 'Segunda resposta, não deve sair.' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Mensagem de suporte não encontrada ou já respondida.',
    });
  });
});
