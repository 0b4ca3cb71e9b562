import { Hono } from 'hono';
import type { LocalPaymentSimulator, SimulatedSession } from '../adapters/payments/local-simulator';
import * as PATHS from '../contracts/paths';
import { errorFields } from '../lib/error-fields';
import { formatBrl } from '../lib/money';
import { escapeHtml, refuseInProduction, STYLE, type WebhookDelivery } from './dev-page';
import { deliverAll, portalSimulatorRoutes, subscriptionSimulatorRoutes } from './subscription-simulator';
import type { AppEnv } from './types';

type Action = 'card' | 'pix' | 'boleto' | 'decline' | 'expire' | 'async_paid' | 'async_failed';
const ACTIONS = new Set<Action>(['card', 'pix', 'boleto', 'decline', 'expire', 'async_paid', 'async_failed']);

/**
 * The local payment simulator's pages, one group per path (worker/app.ts mounts each at its PATHS
 * entry): the hosted checkout of orders, the subscription checkout and the customer portal. Their
 * buttons build the Stripe-shaped event, sign it with the webhook secret and deliver it to the very
 * webhook route Stripe would call, through `site` (the whole app) and its signature check.
 */
export function paymentSimulatorRoutes(simulator: LocalPaymentSimulator, site: Hono<AppEnv>) {
  const deliver: WebhookDelivery = async (origin, event) => {
    const res = await site.request(new URL(PATHS.paymentWebhook, origin).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return res.status;
  };
  // Cancels and trial ends asked through the API arrive by webhook like the rest (Stripe's origin is not the site's).
  simulator.subscriptions.deliverWith((events) => deliverAll(deliver, 'http://localhost', events));
  return {
    checkout: checkoutSimulatorRoutes(simulator, deliver),
    subscription: subscriptionSimulatorRoutes(simulator.subscriptions, deliver),
    portal: portalSimulatorRoutes(simulator.subscriptions, deliver),
  };
}

/** The hosted checkout of orders (PATHS.paymentSimulator, `/<sessionId>`): server-rendered, no scripts, plain form posts. */
function checkoutSimulatorRoutes(simulator: LocalPaymentSimulator, deliverEvent: WebhookDelivery) {
  const app = new Hono<AppEnv>().use('*', refuseInProduction);
  // Sessions completed with Pix/Boleto wait here for the (simulated) bank's answer.
  const awaiting = new Map<string, 'pix' | 'boleto'>();

  async function deliver(origin: string, session: SimulatedSession, type: string, method: string): Promise<number> {
    return deliverEvent(origin, await simulator.signedEvent(session, type, method));
  }

  function sessionFor(id: string, now: Date): SimulatedSession | undefined {
    const s = simulator.sessions.get(id);
    if (s && s.status === 'open' && s.expiresAt.getTime() <= now.getTime()) s.status = 'expired';
    return s;
  }

  app.get('/:sessionId', (c) => {
    const session = sessionFor(c.req.param('sessionId'), c.get('deps').clock.now());
    const notice = (c.req.query('aviso') ?? null) as SimulatorNotice | null;
    return c.html(
      renderSimulatorPage(session, { notice, awaiting: session ? (awaiting.get(session.sessionId) ?? null) : null, formatBrl }),
      session ? 200 : 404,
      {
        'Cache-Control': 'no-store',
      },
    );
  });

  app.post('/:sessionId', async (c) => {
    const deps = c.get('deps');
    const id = c.req.param('sessionId');
    const session = sessionFor(id, deps.clock.now());
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const action = String(form.action ?? '') as Action;
    const back = (notice: SimulatorNotice) => c.redirect(`${PATHS.paymentSimulator}/${encodeURIComponent(id)}?aviso=${notice}`, 303);
    if (!session) return c.html(renderSimulatorPage(undefined, { notice: null, awaiting: null, formatBrl }), 404);
    if (!ACTIONS.has(action)) return back('acao-invalida');
    const origin = new URL(c.req.url).origin;
    const asyncMethod = awaiting.get(id);

    const send = async (type: string, method: string) => {
      const status = await deliver(origin, session, type, method);
      if (status >= 300) throw new Error(`webhook answered ${status}`);
    };
    try {
      if (action === 'async_paid' || action === 'async_failed') {
        if (!asyncMethod) return back('sessao-encerrada');
        awaiting.delete(id);
        if (action === 'async_paid') session.paymentStatus = 'paid';
        await send(
          action === 'async_paid' ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
          asyncMethod,
        );
        return c.redirect(action === 'async_paid' ? session.successUrl : session.cancelUrl, 303);
      }
      if (session.status !== 'open') return back('sessao-encerrada');
      if (action === 'expire') {
        session.status = 'expired';
        await send('checkout.session.expired', 'card');
        return c.redirect(session.cancelUrl, 303);
      }
      if (action === 'card') {
        session.status = 'complete';
        session.paymentStatus = 'paid';
        await send('checkout.session.completed', 'card');
        return c.redirect(session.successUrl, 303);
      }
      // Pix and Boleto complete the checkout unpaid; the money is confirmed (or not) later.
      const method = action === 'boleto' ? 'boleto' : 'pix';
      session.status = 'complete';
      awaiting.set(id, method);
      await send('checkout.session.completed', method);
      if (action === 'pix' || action === 'decline') awaiting.delete(id);
      if (action === 'pix') {
        session.paymentStatus = 'paid';
        await send('checkout.session.async_payment_succeeded', method);
        return c.redirect(session.successUrl, 303);
      }
      if (action === 'decline') {
        await send('checkout.session.async_payment_failed', method);
        return c.redirect(session.cancelUrl, 303);
      }
      const confirmed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          if (!awaiting.delete(id)) return resolve();
          session.paymentStatus = 'paid';
          deliver(origin, session, 'checkout.session.async_payment_succeeded', method)
            .catch((e: unknown) => deps.logger.error('simulated boleto confirmation failed', errorFields(e)))
            .finally(resolve);
        }, simulator.boletoConfirmDelayMs);
        (timer as { unref?: () => void }).unref?.();
      });
      // On Workers the delayed delivery runs only while the request is kept alive; Node has no execution context.
      try {
        c.executionCtx.waitUntil(confirmed);
      } catch {
        /* Node: the timer runs on its own */
      }
      return c.redirect(session.successUrl, 303);
    } catch (e) {
      deps.logger.error('simulated payment delivery failed', errorFields(e));
      return back('webhook-recusou');
    }
  });
  return app;
}

type SimulatorNotice = 'acao-invalida' | 'sessao-encerrada' | 'webhook-recusou';
const NOTICES: Record<SimulatorNotice, string> = {
  'acao-invalida': 'Escolha uma das opções abaixo.',
  'sessao-encerrada': 'Esta sessão de pagamento já foi encerrada.',
  'webhook-recusou': 'O site recusou o evento de pagamento. Veja os logs do servidor.',
};

/** The simulator's only page; plain HTML and one form, because the CSP allows no scripts. */
function renderSimulatorPage(
  session: SimulatedSession | undefined,
  view: { notice: SimulatorNotice | null; awaiting: 'pix' | 'boleto' | null; formatBrl: (c: number) => string },
): string {
  const head = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pagamento (simulador local)</title><style>${STYLE}</style></head><body><main><span class="tag">Simulador de pagamento local</span>`;
  const foot = `<p class="muted">Nenhum valor real é cobrado. Em produção esta etapa acontece no Stripe Checkout.</p></main></body></html>`;
  if (!session)
    return `${head}<h1>Sessão de pagamento não encontrada</h1><p class="muted">Ela pode ter expirado ou o servidor foi reiniciado. Volte ao pedido e clique em Finalizar Pagamento de novo.</p><p><a href="/">Voltar para Home</a></p>${foot}`;
  const total = session.lineItems.reduce((n, l) => n + l.unitAmount * l.quantity, 0);
  const lines = session.lineItems
    .map(
      (l) =>
        `<div class="line"><span>${escapeHtml(l.name)}<br><span class="muted">${l.quantity} × ${view.formatBrl(l.unitAmount)}</span></span><strong>${view.formatBrl(l.unitAmount * l.quantity)}</strong></div>`,
    )
    .join('');
  const notice = view.notice && NOTICES[view.notice] ? `<p class="notice" role="alert">${NOTICES[view.notice]}</p>` : '';
  const action = `${PATHS.paymentSimulator}/${encodeURIComponent(session.sessionId)}`;
  let buttons: string;
  if (session.status === 'open') {
    buttons = `<form method="post" action="${action}">
<button class="pay" name="action" value="card">Pagar com cartão<small>Aprovado na hora</small></button>
<button class="alt" name="action" value="pix">Pix (pago)<small>Checkout concluído e Pix confirmado em seguida</small></button>
<button class="alt" name="action" value="boleto">Boleto (pendente → pago)<small>Fica aguardando e o banco confirma em alguns segundos</small></button>
<button class="bad" name="action" value="decline">Recusar pagamento<small>O pagamento não é aprovado</small></button>
<button class="bad" name="action" value="expire">Deixar expirar<small>A sessão expira sem pagamento</small></button></form>`;
  } else if (view.awaiting) {
    buttons = `<p class="muted">${view.awaiting === 'pix' ? 'Pix' : 'Boleto'} aguardando confirmação do banco.</p><form method="post" action="${action}">
<button class="pay" name="action" value="async_paid">Confirmar pagamento</button><button class="bad" name="action" value="async_failed">Pagamento não realizado</button></form>`;
  } else {
    buttons = `<p class="muted">Esta sessão já foi ${session.status === 'expired' ? 'expirada' : 'concluída'}.</p><p><a href="${escapeHtml(session.successUrl)}">Ver pedido</a></p>`;
  }
  return `${head}<h1>Finalize seu pagamento</h1><p class="muted">Pedido ${escapeHtml(session.orderCode)}</p>${notice}<section class="card">${lines}<div class="total"><span>Total</span><span>${view.formatBrl(total)}</span></div></section>${buttons}${foot}`;
}
