import type { CheckoutForm, CreateOrderInput } from '../../worker/contracts/orders';
import { FIRST_BATCH_MAX_PER_BUYER } from '../../worker/contracts/shop';
import type { TestDeps } from '../setup/test-deps';

/** A buyer who passes every address and contact rule (CEP from the recorded table). */
export const BUYER: CheckoutForm = {
  name: 'Ana Funkeira',
  email: 'ana@teste.local',
  whatsapp: '+55 (11) 99999-8888',
  cep: '01001000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'apto 12',
  bairro: 'Sé',
  cidade: 'São Paulo',
  estado: 'SP',
};

export const PRODUCT = {
  design1: 'prod_camiseta-design-1',
  design2: 'prod_camiseta-design-2',
  bonde: 'prod_camiseta-bonde',
  estampaTotal: 'prod_camiseta-estampa-total',
} as const;

let ipSeq = 0;
/** Each simulated buyer comes from its own address, as real buyers do (the rate limit is per IP). */
export const nextIp = () => `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;

let buyerSeq = 0;
/** BUYER with an e-mail and WhatsApp of their own: each is a different person for the per-buyer first-batch cap. */
export function freshBuyer(): CheckoutForm {
  const n = ++buyerSeq;
  return {
    ...BUYER,
    email: `ana${n}@teste.local`,
    whatsapp: `+55 (11) 9${String(n).padStart(4, '0')}-${String(n).padStart(4, '0').slice(-4)}`,
  };
}

/** An order's input; the buyer is a fresh person unless `customer` says otherwise. */
export function orderInput(
  items: CreateOrderInput['items'] = [{ productId: PRODUCT.design1, size: 'M', quantity: 1 }],
  customer: Partial<CheckoutForm> = {},
): CreateOrderInput {
  return { items, customer: { ...freshBuyer(), ...customer } };
}

/** An order created through the public procedure, as the club offer does: it holds no first-batch units until its payment starts. */
export async function makeOrder(t: Pick<TestDeps, 'caller'>, items?: CreateOrderInput['items'], customer: Partial<CheckoutForm> = {}) {
  return t.caller({ ip: nextIp() }).orders.create(orderInput(items, customer));
}

/** Takes `units` of the first batch through real orders of different buyers (each at the per-buyer cap) whose payments started, each from its own address. */
export async function fillFirstBatch(t: Pick<TestDeps, 'caller' | 'simulator'>, units: number) {
  for (let left = units; left > 0; left -= FIRST_BATCH_MAX_PER_BUYER) {
    const held = await makePayableOrder(t, [
      { productId: PRODUCT.design1, size: 'M', quantity: Math.min(FIRST_BATCH_MAX_PER_BUYER, left) },
    ]);
    if (!held.isFirstBatch) throw new Error('fillFirstBatch: the first batch had fewer free units than asked');
  }
}

/**
 * An order plus its open hosted-checkout session (the simulator's record of it):
 * the payment started from `ip` (a fresh address unless given), so the order holds
 * its first-batch units if they fit; `isFirstBatch` says whether it does.
 */
export async function makePayableOrder(
  t: Pick<TestDeps, 'caller' | 'simulator'>,
  items?: CreateOrderInput['items'],
  customer: Partial<CheckoutForm> = {},
  ip = nextIp(),
) {
  const created = await makeOrder(t, items, customer);
  const { url } = await t.caller({ ip }).orders.startPayment({ orderId: created.orderId });
  const sessionId = url.split('/').pop()!;
  const session = t.simulator.sessions.get(sessionId)!;
  const { isFirstBatch } = await t.caller({ ip }).orders.checkout({ orderId: created.orderId });
  return { ...created, url, sessionId, session, isFirstBatch };
}
