import { sealWhatsapp } from '../../worker/services/auth/whatsapp-seal';
import { whatsappDigits } from '../../worker/contracts/auth';
import { eq } from 'drizzle-orm';
import { profiles, sessions, subscriptions, users } from '../../db/schema';
import { createApp } from '../../worker/app';
import { useTestDeps, type TestDeps } from '../setup/test-deps';
import { makeMember } from './sessions';

export const ORIGIN = 'http://localhost:3000';
type App = ReturnType<typeof createApp>;

/** The whole app over the test deps with the simulator's pages mounted: what a browser and the simulator talk to. */
export const simulatorApp = (t: Pick<TestDeps, 'deps' | 'simulator'>): App =>
  createApp(t.deps, { clientIp: () => '127.0.0.1', mounts: { paymentSimulator: t.simulator } });

/** For a test file: its own database (made before its tests, removed after) and the app over it with the simulator mounted. */
export function useSimulatorApp() {
  const t = useTestDeps();
  let app: App | undefined;
  return { t, app: () => (app ??= simulatorApp(t)) };
}

/** What the webhooks wrote (a plain read; 'Atualizar Status' would also ask the simulator). */
export const storedSubscription = async (m: BillingMember) => (await m.caller.billing.myPlan()).subscription;

/** A signed-in member with the given e-mail / WhatsApp (for the one-trial-per-person rule). */
export async function makeBillingMember(t: Pick<TestDeps, 'deps' | 'caller'>, opts: { email?: string; whatsapp?: string } = {}) {
  const m = await makeMember(t.deps);
  if (opts.email) await t.deps.db.update(users).set({ email: opts.email }).where(eq(users.id, m.userId));
  // Billing tests move the clock months ahead (trial end, renewals); the session must outlive them.
  await t.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(t.deps.clock.now().getTime() + 400 * 86_400_000) })
    .where(eq(sessions.userId, m.userId));
  if (opts.whatsapp)
    await t.deps.db
      .update(profiles)
      .set(sealWhatsapp(t.deps.config, whatsappDigits(opts.whatsapp)))
      .where(eq(profiles.userId, m.userId));
  return { ...m, caller: t.caller({ headers: m.headers, origin: ORIGIN }) };
}
export type BillingMember = Awaited<ReturnType<typeof makeBillingMember>>;

/** Presses a button of a simulator page (plain form post, as the browser does). */
export const press = (app: App, url: string, fields: Record<string, string>) =>
  app.request(url.startsWith('http') ? url : `${ORIGIN}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });

/** 'Começar Trial Grátis' on a tier, then 'Assinar com cartão' in the simulator's checkout. */
export async function subscribe(app: App, m: BillingMember, tierId: string) {
  const { url } = await m.caller.billing.createCheckout({ tierId });
  const res = await press(app, url, { action: 'subscribe' });
  if (res.status !== 303) throw new Error(`simulator answered ${res.status}`);
  return { url, location: res.headers.get('location') };
}

/** 'Gerenciar Assinatura', then one portal button. */
export async function portal(app: App, m: BillingMember, fields: Record<string, string>) {
  const { url } = await m.caller.billing.customerPortal();
  const res = await press(app, url, fields);
  return { url, location: res.headers.get('location') ?? '' };
}

export const subscriptionRow = (t: Pick<TestDeps, 'deps'>, userId: string) =>
  t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
export const profileTier = async (t: Pick<TestDeps, 'deps'>, userId: string) =>
  (await t.deps.db.select({ tier: profiles.subscriptionTierId }).from(profiles).where(eq(profiles.userId, userId)).get())?.tier ?? null;
