import { describe, expect, it } from 'vitest';
import { makeOrder, nextIp, PRODUCT } from '../../factories/orders';
import { useStripeStandIn } from '../../setup/stripe-stand-in';
import { useTestDeps } from '../../setup/test-deps';

const stripe = useStripeStandIn();
const t = useTestDeps({ config: { STRIPE_PAYMENT_METHODS: 'card,pix,boleto' } });

describe('production payments adapter: Stripe Checkout request shape', () => {
  it('creates a payment-mode BRL session from the order, with card, Pix and Boleto and the confirmation page as success URL', async () => {
    t.deps.payments = stripe.payments();
    const order = await makeOrder(
      t,
      [
        { productId: PRODUCT.design1, size: 'G', quantity: 2 },
        { productId: PRODUCT.estampaTotal, size: 'PP', quantity: 1 },
      ],
      { email: 'Ana@Teste.local' },
    );
    const { url } = await t.caller({ ip: nextIp(), origin: 'https://mito.example' }).orders.startPayment({ orderId: order.orderId });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_standin_1');

    const req = stripe.seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.auth).toBe('Bearer sk_test_local');
    expect(req.idempotencyKey).toContain(order.orderId);
    const f = req.form;
    const view = await t.caller().orders.checkout({ orderId: order.orderId });
    expect(f.get('mode')).toBe('payment');
    expect(f.get('currency')).toBe('brl');
    expect(f.get('client_reference_id')).toBe(order.orderId);
    expect(f.get('metadata[order_id]')).toBe(order.orderId);
    expect(f.get('metadata[order_code]')).toBe(view.orderCode);
    // Opened from the sealed row on the server, only for Stripe's receipt.
    expect(f.get('customer_email')).toBe('ana@teste.local');
    expect(f.get('payment_intent_data[receipt_email]')).toBe('ana@teste.local');
    expect(f.get('payment_intent_data[description]')).toMatch(/^Pedido \S+ — Clube do Mito$/);
    expect(f.get('success_url')).toBe(`https://mito.example/pedido/confirmacao/${view.orderCode}`);
    expect(f.get('cancel_url')).toBe(`https://mito.example/checkout?order=${order.orderId}`);
    expect(
      f.getAll('allowed_payment_method_types[]').length
        ? f.getAll('allowed_payment_method_types[]')
        : [0, 1, 2].map((i) => f.get(`allowed_payment_method_types[${i}]`)),
    ).toEqual(['card', 'pix', 'boleto']);
    const lines = [0, 1].map((i) => ({
      name: f.get(`line_items[${i}][price_data][product_data][name]`),
      amount: Number(f.get(`line_items[${i}][price_data][unit_amount]`)),
      currency: f.get(`line_items[${i}][price_data][currency]`),
      quantity: Number(f.get(`line_items[${i}][quantity]`)),
    }));
    expect(lines.map((l) => l.currency)).toEqual(['brl', 'brl']);
    expect(lines.reduce((n, l) => n + l.amount * l.quantity, 0)).toBe(view.totalAmount);
    expect(lines.map((l) => l.name).join(' ')).toMatch(/Tam\. G.*Tam\. PP|Tam\. PP.*Tam\. G/);
    const expiresAt = Number(f.get('expires_at'));
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(1790);
  });

  it("a Stripe failure becomes 'Erro ao processar pagamento' and the order stays payable", async () => {
    t.deps.payments = stripe.payments('sk_test_broken');
    const order = await makeOrder(t);
    await expect(t.caller({ ip: nextIp() }).orders.startPayment({ orderId: order.orderId })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Erro ao processar pagamento',
    });
    expect((await t.caller().orders.checkout({ orderId: order.orderId })).status).toBe('pending');
  });
});
