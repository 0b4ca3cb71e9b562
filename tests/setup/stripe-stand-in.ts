import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripePayments } from '../../worker/adapters/payments/stripe-checkout';
import { afterAll, beforeAll } from 'vitest';
import { readBody } from './read-body';

/** One request the stand-in received, as Stripe would read it. */
export interface StripeRequest {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, body, headers });

/** What api.stripe.com answers for the calls the payments adapter makes (Checkout, the Billing portal, subscriptions). */
function answer(req: StripeRequest) {
  if (req.auth === 'Bearer sk_test_broken') return json(500, { error: { type: 'api_error', message: 'boom' } });
  const subscriptionId = req.path.startsWith('/v1/subscriptions/') ? req.path.split('/').pop()!.split('?')[0]! : null;
  if (subscriptionId) {
    // Stripe answers an unknown id, and a cancel of one already canceled, with 404 'No such subscription'.
    if (subscriptionId.startsWith('sub_unknown') || (req.method === 'DELETE' && subscriptionId.startsWith('sub_canceled'))) {
      return json(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subscriptionId}'` },
      });
    }
    if (req.method === 'POST' && subscriptionId.startsWith('sub_canceled')) {
      return json(400, {
        error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' },
      });
    }
    if (req.method !== 'GET')
      return json(200, { id: subscriptionId, object: 'subscription', status: req.method === 'DELETE' ? 'canceled' : 'active' });
    return json(200, {
      id: subscriptionId,
      object: 'subscription',
      customer: 'cus_sync',
      status: 'unpaid',
      trial_end: null,
      cancel_at_period_end: false,
      metadata: { user_id: decodeURIComponent(subscriptionId.replace('sub_sync_', '')), tier_id: 'tier_ouro' },
      items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_x' }, current_period_end: 1_900_000_000 }] },
    });
  }
  if (req.path === '/v1/billing_portal/sessions') {
    return json(
      200,
      { id: 'bps_standin_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_standin_1' },
      { 'request-id': 'req_local' },
    );
  }
  return json(
    200,
    { id: 'cs_test_standin_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_standin_1' },
    { 'request-id': 'req_local' },
  );
}

/**
 * A stand-in for api.stripe.com on 127.0.0.1 that records each request. The secret key
 * `sk_test_broken` makes it fail like an outage (500); subscription ids starting with
 * `sub_unknown` / `sub_canceled` get Stripe's answers for those; `sub_sync_<userId>` reads
 * back as an unpaid Ouro subscription of that member.
 */
export async function startStripeStandIn() {
  const seen: StripeRequest[] = [];
  const server = createServer(async (req, res) => {
    const request: StripeRequest = {
      method: req.method!,
      path: req.url!,
      auth: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form: new URLSearchParams(await readBody(req)),
    };
    seen.push(request);
    const { status, body, headers } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    /** The production payments adapter, pointed at this stand-in. */
    payments: (secretKey = 'sk_test_local') =>
      stripePayments({ secretKey, webhookSecret: 'whsec_x', host: '127.0.0.1', port, protocol: 'http' }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The stand-in for the calling test file: started before its tests, stopped after them. */
export function useStripeStandIn() {
  let current: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;
  beforeAll(async () => {
    current = await startStripeStandIn();
  });
  afterAll(() => current?.close());
  const ready = () => {
    if (!current) throw new Error('useStripeStandIn: the stand-in runs only inside tests and hooks');
    return current;
  };
  return {
    get seen() {
      return ready().seen;
    },
    payments: (secretKey?: string) => ready().payments(secretKey),
  };
}
