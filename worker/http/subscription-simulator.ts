import { Hono } from 'hono';
import type { LocalSubscriptions, PortalAction, SignedEvent, SimulatedSubscription } from '../adapters/payments/local-subscriptions';
import * as PATHS from '../contracts/paths';
import { formatBrl } from '../lib/money';
import { listTiers } from '../services/billing/list-tiers';
import { escapeHtml, refuseInProduction, STYLE, type WebhookDelivery } from './dev-page';
import type { AppEnv } from './types';

const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
const day = (d: Date | null) => (d ? DATE.format(d) : '—');

type Notice = 'ok' | 'webhook-recusou' | 'acao-invalida';
const NOTICES: Record<Notice, string> = {
  ok: 'Feito. O site recebeu o evento assinado; volte e clique em Atualizar Status.',
  'webhook-recusou': 'O site recusou o evento. Veja os logs do servidor.',
  'acao-invalida': 'Escolha uma das opções abaixo.',
};

/** Delivers a button's events in order; false at the first one the site refuses. */
export async function deliverAll(deliver: WebhookDelivery, origin: string, events: SignedEvent[]): Promise<boolean> {
  for (const e of events) if ((await deliver(origin, e)) >= 300) return false;
  return true;
}

/*
 * The simulator's subscription pages (server-rendered, no scripts): Checkout in subscription mode
 * and the customer portal. Each button builds the events Stripe would send, signed with the
 * webhook secret, and delivers them through the app's own webhook route, signature check included.
 */

/** Checkout in subscription mode (PATHS.subscriptionSimulator, `/<sessionId>`). */
export function subscriptionSimulatorRoutes(subs: LocalSubscriptions, deliver: WebhookDelivery) {
  const app = new Hono<AppEnv>().use('*', refuseInProduction);
  app.get('/:sessionId', (c) => {
    const checkout = subs.checkouts.get(c.req.param('sessionId'));
    return c.html(renderCheckout(checkout), checkout ? 200 : 404, { 'Cache-Control': 'no-store' });
  });

  app.post('/:sessionId', async (c) => {
    const checkout = subs.checkouts.get(c.req.param('sessionId'));
    if (!checkout) return c.html(renderCheckout(undefined), 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (checkout.status !== 'open') return c.html(renderCheckout(checkout), 409);
    if (form.action === 'leave') {
      checkout.status = 'expired';
      return c.redirect(checkout.input.cancelUrl, 303);
    }
    if (form.action !== 'subscribe') return c.html(renderCheckout(checkout), 400);
    const ok = await deliverAll(deliver, new URL(c.req.url).origin, await subs.completeCheckout(checkout.sessionId));
    if (!ok) c.get('deps').logger.error('simulated subscription delivery failed', { name: 'WebhookRefused' });
    return c.redirect(checkout.input.successUrl, 303);
  });
  return app;
}

/** The customer portal (PATHS.portalSimulator, `/<portalId>`). */
export function portalSimulatorRoutes(subs: LocalSubscriptions, deliver: WebhookDelivery) {
  const app = new Hono<AppEnv>().use('*', refuseInProduction);
  app.get('/:portalId', async (c) => {
    const portal = subs.portals.get(c.req.param('portalId'));
    const sub = portal ? subs.subscriptionOf(portal.customerId) : undefined;
    const tiers = await listTiers(c.get('deps'));
    const notice = (c.req.query('aviso') ?? null) as Notice | null;
    return c.html(renderPortal(c.req.param('portalId'), portal?.returnUrl ?? '/', sub, tiers, notice), portal ? 200 : 404, {
      'Cache-Control': 'no-store',
    });
  });

  app.post('/:portalId', async (c) => {
    const id = c.req.param('portalId');
    const portal = subs.portals.get(id);
    const sub = portal ? subs.subscriptionOf(portal.customerId) : undefined;
    const back = (notice: Notice) => c.redirect(`${PATHS.portalSimulator}/${encodeURIComponent(id)}?aviso=${notice}`, 303);
    if (!portal || !sub) return back('acao-invalida');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    let action: PortalAction | null = null;
    if (form.action === 'cancel' || form.action === 'resume') action = { kind: form.action };
    if (form.action === 'advance_paid' || form.action === 'advance_failed')
      action = { kind: 'advance', renewal: form.action === 'advance_paid' ? 'paid' : 'failed' };
    if (form.action === 'change') {
      const tier = (await listTiers(c.get('deps'))).find((t) => t.id === form.tier);
      if (tier) action = { kind: 'change', tier };
    }
    if (!action) return back('acao-invalida');
    const ok = await deliverAll(deliver, new URL(c.req.url).origin, await subs.portalAction(sub, action));
    return back(ok ? 'ok' : 'webhook-recusou');
  });
  return app;
}

const head = (title: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} (simulador local)</title><style>${STYLE}</style></head><body><main><span class="tag">Simulador de pagamento local</span>`;
const foot = `<p class="muted">Nenhum valor real é cobrado. Em produção esta etapa acontece no Stripe.</p></main></body></html>`;

function renderCheckout(checkout: ReturnType<LocalSubscriptions['checkouts']['get']>): string {
  if (!checkout)
    return `${head('Assinatura')}<h1>Sessão de assinatura não encontrada</h1><p class="muted">Ela pode ter expirado ou o servidor foi reiniciado. Volte aos planos e tente de novo.</p><p><a href="/pricing">Ver planos</a></p>${foot}`;
  const { input } = checkout;
  const price = `${formatBrl(input.unitAmount)}/mês`;
  const today = input.trialDays
    ? `<div class="line"><span>${input.trialDays} dias grátis</span><strong>Hoje: ${formatBrl(0)}</strong></div><p class="muted">Depois do teste, ${price}. Cancele quando quiser.</p>`
    : `<div class="line"><span>Sem período de teste (já usado)</span><strong>Hoje: ${formatBrl(input.unitAmount)}</strong></div>`;
  const action = `${PATHS.subscriptionSimulator}/${encodeURIComponent(checkout.sessionId)}`;
  const body =
    checkout.status === 'open'
      ? `<form method="post" action="${action}"><button class="pay" name="action" value="subscribe">Assinar com cartão<small>Cartão aprovado</small></button><button class="bad" name="action" value="leave">Voltar sem assinar</button></form>`
      : `<p class="muted">Esta sessão já foi encerrada.</p><p><a href="${escapeHtml(input.successUrl)}">Ver meu plano</a></p>`;
  return `${head('Assinatura')}<h1>Assinar Plano ${escapeHtml(input.tierName)}</h1><p class="muted">${escapeHtml(input.customerEmail)}</p><section class="card"><div class="line"><span>Plano ${escapeHtml(input.tierName)}</span><strong>${price}</strong></div>${today}</section>${body}${foot}`;
}

const STATUS: Record<SimulatedSubscription['status'], string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
};

function renderPortal(
  id: string,
  returnUrl: string,
  sub: SimulatedSubscription | undefined,
  tiers: Array<{ id: string; name: string; priceMonthly: number }>,
  notice: Notice | null,
): string {
  const noticeHtml = notice && NOTICES[notice] ? `<p class="notice" role="status">${NOTICES[notice]}</p>` : '';
  const backLink = `<p><a href="${escapeHtml(returnUrl)}">Voltar ao site</a></p>`;
  if (!sub) return `${head('Portal')}<h1>Nenhuma assinatura encontrada</h1>${noticeHtml}${backLink}${foot}`;
  const action = `${PATHS.portalSimulator}/${encodeURIComponent(id)}`;
  const ends = sub.status === 'canceled' || sub.cancelAtPeriodEnd ? 'Termina em' : 'Renova em';
  const details = `<section class="card"><div class="line"><span>Plano</span><strong>${escapeHtml(sub.tierName)} · ${formatBrl(sub.unitAmount)}/mês</strong></div><div class="line"><span>Situação</span><strong>${STATUS[sub.status]}</strong></div>${sub.cancelAtPeriodEnd && sub.status !== 'canceled' ? '<div class="line"><span>Cancelamento</span><strong>agendado</strong></div>' : ''}${sub.status === 'trialing' ? `<div class="line"><span>Teste grátis até</span><strong>${day(sub.trialEnd)}</strong></div>` : ''}<div class="line"><span>${ends}</span><strong>${day(sub.currentPeriodEnd)}</strong></div></section>`;
  if (sub.status === 'canceled') return `${head('Portal')}<h1>Sua assinatura</h1>${noticeHtml}${details}${backLink}${foot}`;
  const plans = tiers
    .filter((t) => t.id !== sub.tierId)
    .map(
      (t) =>
        `<button class="alt" name="tier" value="${escapeHtml(t.id)}">Mudar para ${escapeHtml(t.name)}<small>${formatBrl(t.priceMonthly)}/mês</small></button>`,
    )
    .join('');
  const cancel = sub.cancelAtPeriodEnd
    ? `<button class="pay" name="action" value="resume">Retomar assinatura<small>Continua renovando todo mês</small></button>`
    : `<button class="bad" name="action" value="cancel">Cancelar assinatura<small>Vale até o fim do período atual</small></button>`;
  return `${head('Portal')}<h1>Sua assinatura</h1>${noticeHtml}${details}
<form method="post" action="${action}"><input type="hidden" name="action" value="change">${plans}</form>
<form method="post" action="${action}">${cancel}</form>
<section class="card"><p class="muted">Ferramentas do desenvolvedor: leva o relógio desta assinatura ao fim do período (teste ou mês) e simula a renovação.</p>
<form method="post" action="${action}"><button class="alt" name="action" value="advance_paid">Avançar 30 dias — renovação paga</button><button class="bad" name="action" value="advance_failed">Avançar 30 dias — renovação recusada</button></form></section>
${backLink}${foot}`;
}
