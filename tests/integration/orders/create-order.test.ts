import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../db/schema';
import { CLUB_TSHIRTS as TSHIRTS } from '../../../worker/contracts/club-tshirts';
import { BUYER, makeOrder, makePayableOrder, nextIp, orderInput, PRODUCT } from '../../factories/orders';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const price = (slug: string) => TSHIRTS.find((p) => p.slug === slug)!;

describe('club offer: create order (create-tshirt-checkout)', () => {
  it('lists the five T-shirts in catalogue order with both prices in cents', async () => {
    const products = await t.caller().shop.clubProducts();
    expect(products).toHaveLength(5);
    expect(products.map((p) => p.id)).toEqual(TSHIRTS.map((p) => `prod_${p.slug}`));
    for (const p of products) expect(p.priceDiscounted).toBe(Math.round(p.priceOriginal * 0.8));
  });

  it('prices the order on the server and stores order and items together, holding no first-batch units yet', async () => {
    const created = await t.caller({ ip: nextIp() }).orders.create(
      orderInput([
        { productId: PRODUCT.design1, size: 'G', quantity: 2 },
        { productId: PRODUCT.estampaTotal, size: '4G', quantity: 1 },
      ]),
    );
    const d1 = price('camiseta-design-1');
    const et = price('camiseta-estampa-total');
    const total = d1.priceDiscounted * 2 + et.priceDiscounted;
    const discount = (d1.priceOriginal - d1.priceDiscounted) * 2 + (et.priceOriginal - et.priceDiscounted);
    expect(created).toMatchObject({ totalAmount: total, discountAmount: discount, units: 3, firstBatch: 'available' });
    expect(created.checkoutUrl).toBe(`/checkout?order=${created.orderId}`);

    const row = await t.deps.db.select().from(orders).where(eq(orders.id, created.orderId)).get();
    expect(row).toMatchObject({
      paymentStatus: 'pending',
      totalAmount: total,
      discountAmount: discount,
      firstBatchUnits: 0,
      isFirstBatch: false,
      holdRenewals: 0,
      holdAddressHash: null,
    });
    expect(row!.orderCode).toMatch(/^MITO-[0-9A-Z]{12}$/);
    expect(row!.reservationExpiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId));
    expect(items.map((i) => [i.size, i.quantity, i.unitPrice, i.unitOriginalPrice, i.subtotal]).sort()).toEqual(
      [
        ['G', 2, d1.priceDiscounted, d1.priceOriginal, d1.priceDiscounted * 2],
        ['4G', 1, et.priceDiscounted, et.priceOriginal, et.priceDiscounted],
      ].sort(),
    );
  });

  it('prices cannot be set by the client: extra price fields are ignored', async () => {
    const tampered = {
      items: [{ productId: PRODUCT.bonde, size: 'M', quantity: 1, unitPrice: 1, subtotal: 1, priceDiscounted: 1 }],
      customer: BUYER,
      totalAmount: 1,
      discountAmount: 999999,
    };
    const created = await t.caller({ ip: nextIp() }).orders.create(tampered as never);
    expect(created.totalAmount).toBe(price('camiseta-bonde').priceDiscounted);
    const item = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId)).get();
    expect(item!.unitPrice).toBe(price('camiseta-bonde').priceDiscounted);
  });

  it("'Selecione pelo menos uma camiseta' without items; 'Produto desconhecido' for an unknown product", async () => {
    await expect(t.caller({ ip: nextIp() }).orders.create(orderInput([]))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      t.caller({ ip: nextIp() }).orders.create(orderInput([{ productId: 'prod_nao-existe', size: 'M', quantity: 1 }])),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Produto desconhecido',
    });
  });

  it('bad input is a 400 with the first message, never a 500', async () => {
    const bad = [
      orderInput([{ productId: PRODUCT.design1, size: 'M', quantity: 11 }]),
      orderInput(undefined, { cep: '123' }),
      orderInput(undefined, { estado: 'ZZ' }),
      { items: 'tudo', customer: null },
      null,
    ];
    for (const input of bad)
      await expect(t.caller({ ip: nextIp() }).orders.create(input as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits how many orders one address can create (nobody hoards the first batch)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await t.caller({ ip }).orders.create(orderInput());
    await expect(t.caller({ ip }).orders.create(orderInput())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('reading an order', () => {
  it('the checkout page reads it by id: before payment, contact and address in full for the buyer to check; never a CPF', async () => {
    const created = await makePayableOrder(t, [{ productId: PRODUCT.design2, size: 'PP', quantity: 3 }], BUYER);
    const view = await t.caller().orders.checkout({ orderId: created.orderId });
    expect(view).toMatchObject({
      orderId: created.orderId,
      status: 'pending',
      isFirstBatch: true,
      firstBatch: 'held',
      totalAmount: created.totalAmount,
      discountAmount: created.discountAmount,
      buyer: {
        shown: 'full',
        name: BUYER.name,
        email: BUYER.email,
        whatsapp: '+55 (11) 99999-8888',
        address: 'Praça da Sé, 100 — apto 12 · Sé · São Paulo/SP · CEP 01001-000',
      },
    });
    expect(view.items).toEqual([expect.objectContaining({ productName: price('camiseta-design-2').name, size: 'PP', quantity: 3 })]);
    expect(JSON.stringify(view)).not.toMatch(/cpf/i);
  });

  it('the confirmation reads it by code only and carries the buyer details masked, never in clear', async () => {
    const created = await makeOrder(t);
    const row = await t.deps.db.select().from(orders).where(eq(orders.id, created.orderId)).get();
    const view = await t.caller().orders.confirmation({ orderCode: row!.orderCode.toLowerCase() });
    expect(view).toMatchObject({ orderCode: row!.orderCode, status: 'pending', totalAmount: created.totalAmount });
    const json = JSON.stringify(view);
    for (const secret of [BUYER.email, BUYER.name, '99999', created.orderId, 'cpf']) expect(json).not.toContain(secret);
  });

  it("unknown id or code is 'Pedido não encontrado'", async () => {
    await expect(t.caller().orders.checkout({ orderId: 'ord_nao_existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado',
    });
    await expect(t.caller().orders.confirmation({ orderCode: 'MITO-0000000000AA' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado',
    });
    await expect(t.caller().orders.confirmation({ orderCode: "'; drop table orders; --" })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
