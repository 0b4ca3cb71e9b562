import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trialUsages, users } from '../../../db/schema';
import { hmacHex } from '../../../worker/lib/crypto';
import { makeBillingMember, portal, useSimulatorApp, storedSubscription, subscribe } from '../../factories/billing';

const { t, app } = useSimulatorApp();

const stored = storedSubscription;

let n = 0;
const unique = () => ++n + Math.floor(Math.random() * 1e6);

/** The trial the provider is asked for: what the checkout session carries. */
async function trialOffered(m: Awaited<ReturnType<typeof makeBillingMember>>, tierId = 'tier_prata') {
  const { url } = await m.caller.billing.createCheckout({ tierId });
  return t.simulator.subscriptions.checkouts.get(url.split('/').pop()!)!.input.trialDays;
}

/** A person who had a trial that has since ended (canceled in the portal). */
async function formerTrialist(opts: { email?: string; whatsapp?: string }) {
  const m = await makeBillingMember(t, opts);
  await subscribe(app(), m, 'tier_bronze');
  await portal(app(), m, { action: 'cancel' });
  t.clock.advance(1000);
  await portal(app(), m, { action: 'advance_paid' });
  expect(await stored(m)).toMatchObject({ subscribed: false, status: 'canceled' });
  return m;
}

describe('one free trial per person', () => {
  it('a first subscription gets 30 days; the same account subscribing again gets none', async () => {
    const m = await makeBillingMember(t, { email: `primeira${unique()}@teste.local` });
    expect((await m.caller.billing.myPlan()).subscription.trialAvailable).toBe(true);
    expect(await trialOffered(m)).toBe(30);
    await subscribe(app(), m, 'tier_bronze');
    await portal(app(), m, { action: 'cancel' });
    t.clock.advance(1000);
    await portal(app(), m, { action: 'advance_paid' });
    expect((await m.caller.billing.myPlan()).subscription.trialAvailable).toBe(false);
    expect(await trialOffered(m)).toBeNull();
  });

  it('another account with the same e-mail (any case, spaces) gets no trial', async () => {
    const email = `fa${unique()}@teste.local`;
    await formerTrialist({ email });
    const other = await makeBillingMember(t, { email: `  ${email.toUpperCase()} ` });
    expect((await other.caller.billing.myPlan()).subscription.trialAvailable).toBe(false);
    expect(await trialOffered(other)).toBeNull();
  });

  it('Gmail dots, +tags and googlemail.com are one inbox: x.y+2@gmail.com and xy@gmail.com get no second trial', async () => {
    const local = `fa.gmail${unique()}`;
    await formerTrialist({ email: `${local}@gmail.com` });
    for (const email of [`${local}+2@gmail.com`, `${local.replace('.', '')}@gmail.com`, `${local.toUpperCase()}+promo@GoogleMail.com`]) {
      const other = await makeBillingMember(t, { email });
      expect(await trialOffered(other), email).toBeNull();
    }
    // Dots matter on other providers: another address there is another person.
    await formerTrialist({ email: `${local}@teste.local` });
    expect(await trialOffered(await makeBillingMember(t, { email: `${local.replace('.', '')}@teste.local` }))).toBe(30);
  });

  it('a trial spent before Gmail addresses were folded, keyed by the address as typed, still counts', async () => {
    const typed = `ana.maria${unique()}@gmail.com`;
    await t.deps.db
      .insert(trialUsages)
      .values({ keyHash: await hmacHex(t.deps.keys.cpfHmac, `trial:email:${typed}`), kind: 'email', usedAt: t.deps.clock.now() });
    expect(await trialOffered(await makeBillingMember(t, { email: typed }))).toBeNull();
  });

  it('another account with the same WhatsApp, however it is written, gets no trial', async () => {
    const digits = `119${String(unique()).padStart(8, '0').slice(-8)}`;
    await formerTrialist({ whatsapp: `+55 (${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` });
    const other = await makeBillingMember(t, { whatsapp: digits });
    expect(await trialOffered(other)).toBeNull();
    // A different number and e-mail: a different person.
    const stranger = await makeBillingMember(t, { whatsapp: `219${String(unique()).padStart(8, '0').slice(-8)}` });
    expect(await trialOffered(stranger)).toBe(30);
  });

  it('an account deleted and made again with the same e-mail: billed from day one, the subscription starts active', async () => {
    const email = `volta${unique()}@teste.local`;
    const former = await formerTrialist({ email });
    await t.deps.db.delete(users).where(eq(users.id, former.userId));
    const again = await makeBillingMember(t, { email });
    const { url } = await again.caller.billing.createCheckout({ tierId: 'tier_ouro' });
    const html = await (await app().request(`http://localhost:3000${url}`)).text();
    expect(html).toContain('Sem período de teste (já usado)');
    expect(html).toContain('Hoje: R$ 79,90');
    await subscribe(app(), again, 'tier_ouro');
    expect(await stored(again)).toMatchObject({ status: 'active', trialEndsAt: null, tier: { name: 'Ouro' } });
  });
});
