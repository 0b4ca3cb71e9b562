import { describe, expect, it } from 'vitest';
import { recordEvents } from '../../../worker/services/analytics/record-events';
import { applyPaymentEvent } from '../../../worker/services/payments/apply-payment-event';
import { freshBuyer, nextIp, PRODUCT } from '../../factories/orders';
import { panel } from '../../factories/raffle';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const RJ = { cep: '20040020', logradouro: 'Avenida Rio Branco', bairro: 'Centro', cidade: 'Rio de Janeiro', estado: 'RJ' };
const SP = { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' };

async function vote(optionId: string) {
  return t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId });
}

async function order(voterToken: string | undefined, address: typeof SP, paid: boolean) {
  const created = await t.caller({ ip: nextIp() }).orders.create({
    items: [{ productId: PRODUCT.design1, size: 'M', quantity: 1 }],
    customer: { ...freshBuyer(), ...address, numero: '10', complemento: '' },
    ...(voterToken ? { voterToken } : {}),
  });
  if (paid) {
    const { url } = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: created.orderId });
    const sessionId = url.split('/').pop()!;
    await applyPaymentEvent(t.deps, {
      kind: 'checkout',
      id: `evt_${sessionId}`,
      type: 'checkout.session.completed',
      checkoutSessionId: sessionId,
      orderId: created.orderId,
      paymentStatus: 'paid',
      paymentMethod: 'card',
    });
  }
  return created;
}

describe('artist.funnel: votes → offer views → checkouts → paid orders → members, by design and by state', () => {
  it('counts from the real tables, placing a vote in the state of its newest order', async () => {
    const d1 = [await vote('opt_design1'), await vote('opt_design1'), await vote('opt_design1')];
    const d2 = [await vote('opt_design2'), await vote('opt_design2')];
    await vote('opt_design3');

    // Design 1: two checkouts (RJ paid, SP unpaid); design 2: one paid in SP; an order without a vote in RJ.
    await order(d1[0]!.voterToken, RJ, true);
    await order(d1[1]!.voterToken, SP, false);
    await order(d2[0]!.voterToken, SP, true);
    await order(undefined, RJ, false);
    // d1[0] voted, bought and became a Bronze member; a member without a subscription does not count.
    const subscriber = await makeSubscriber(t.deps, 'tier_bronze');
    await t.caller({ headers: subscriber.headers }).poll.claimVote({ voterToken: d1[0]!.voterToken });
    const plain = await makeMember(t.deps);
    await t.caller({ headers: plain.headers }).poll.claimVote({ voterToken: d2[1]!.voterToken });

    await recordEvents(t.deps, {
      visitorId: 'visitante-funil-1',
      events: [
        { name: 'view_club_offer', path: '/', props: { offer_type: 'club_membership' } },
        { name: 'view_club_offer', path: '/loja' },
        { name: 'page_view', path: '/' },
      ],
    });
    await recordEvents(t.deps, { visitorId: 'visitante-funil-2', events: [{ name: 'view_club_offer', path: '/' }] });

    const f = await (await panel(t)).funnel();
    expect(f.total).toMatchObject({ votes: 6, offerViews: 3, checkouts: 4, paidOrders: 2, members: 1 });
    const design = (name: string) => f.byDesign.find((r) => r.key === name);
    expect(design('opt_design1')).toMatchObject({ votes: 3, offerViews: null, checkouts: 2, paidOrders: 1, members: 1 });
    expect(design('opt_design2')).toMatchObject({ votes: 2, checkouts: 1, paidOrders: 1, members: 0 });
    expect(design('opt_design3')).toMatchObject({ votes: 1, checkouts: 0, paidOrders: 0, members: 0 });
    expect(design('sem-voto')).toMatchObject({ label: 'Sem voto vinculado', votes: 0, checkouts: 1, paidOrders: 0 });

    const state = (uf: string) => f.byState.find((r) => r.key === uf);
    expect(state('RJ')).toMatchObject({ votes: 1, checkouts: 2, paidOrders: 1, members: 1 });
    expect(state('SP')).toMatchObject({ votes: 2, checkouts: 2, paidOrders: 1, members: 0 });
    expect(state('Não informado')).toMatchObject({ votes: 3, checkouts: 0, members: 0 });
    expect(f.byState.at(-1)!.key).toBe('Não informado');
  });
});
