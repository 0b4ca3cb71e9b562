import type { CheckoutForm, CreateOrderInput } from '../../worker/contracts/orders';
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

export function orderInput(items: CreateOrderInput['items'] = [{ productId: PRODUCT.design1, size: 'M', quantity: 1 }], customer: Partial<CheckoutForm> = {}): CreateOrderInput {
  return { items, customer: { ...BUYER, ...customer } };
}

/** An order created through the public procedure, as the club offer does. */
export async function makeOrder(t: TestDeps, items?: CreateOrderInput['items']) {
  return t.caller({ ip: nextIp() }).orders.create(orderInput(items));
}

/** An order plus its open hosted-checkout session (the simulator's record of it). */
export async function makePayableOrder(t: TestDeps, items?: CreateOrderInput['items']) {
  const created = await makeOrder(t, items);
  const { url } = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: created.orderId });
  const sessionId = url.split('/').pop()!;
  const session = t.simulator.sessions.get(sessionId)!;
  return { ...created, url, sessionId, session };
}
