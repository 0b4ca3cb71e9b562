import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/seed-demo';
import { cookieHeaders, sessionCookieFrom } from '../../factories/accounts';
import { ORIGIN, press, useSimulatorApp } from '../../factories/billing';

const { t, app } = useSimulatorApp();
beforeAll(async () => {
  await seedDemo(t.deps.db, t.clock.now());
});

let ipSeq = 0;
async function signInDemo(email: string) {
  const anonymous = t.caller({ ip: `198.51.100.${++ipSeq}`, origin: ORIGIN });
  await anonymous.auth.signIn({ email, password: DEMO_PASSWORD });
  return t.caller({ ip: `198.51.100.${++ipSeq}`, origin: ORIGIN, headers: cookieHeaders(sessionCookieFrom(anonymous.ctx.resHeaders)!) });
}

describe('the demo members follow the billing rules', () => {
  it.each(['mito@demo.local', 'ana@demo.local', 'leo@demo.local'])(
    '%s starts on the free plan, e-mail confirmed, with the trial still available',
    async (email) => {
      const member = await signInDemo(email);
      await expect(member.auth.me()).resolves.toMatchObject({ emailConfirmed: true });
      const { subscription } = await member.billing.myPlan();
      expect(subscription).toMatchObject({ subscribed: false, status: null, tier: null, trialAvailable: true, canManage: false });
      expect((await member.members.rights()).tier).toBeNull();
    },
  );

  it('a demo member starts a plan through the simulator, and then manages it', async () => {
    const ana = await signInDemo('ana@demo.local');
    const { url } = await ana.billing.createCheckout({ tierId: 'tier_prata' });
    expect(t.simulator.subscriptions.checkouts.get(url.split('/').pop()!)!.input.trialDays).toBe(30);
    expect((await press(app(), url, { action: 'subscribe' })).status).toBe(303);
    const { subscription } = await ana.billing.myPlan();
    expect(subscription).toMatchObject({
      subscribed: true,
      status: 'trialing',
      tier: { id: 'tier_prata' },
      canManage: true,
      trialAvailable: false,
    });
    await expect(ana.billing.customerPortal()).resolves.toMatchObject({ url: expect.stringContaining('/api/payment-simulator/portal/') });
  });

  it("the demo shows what the plans deliver: the artist's Prata post is a teaser and the live hidden for a free member, open once Léo starts Prata", async () => {
    const leo = await signInDemo('leo@demo.local');
    const locked = (await leo.feed.list({ tab: 'recentes' })).items.find((p) => p.id === 'post_3');
    expect(locked).toMatchObject({ locked: true, content: '', visibility: 'prata' });
    await expect(leo.lives.next()).resolves.toEqual({ access: false });
    const { url } = await leo.billing.createCheckout({ tierId: 'tier_prata' });
    expect((await press(app(), url, { action: 'subscribe' })).status).toBe(303);
    const open = (await leo.feed.list({ tab: 'recentes' })).items.find((p) => p.id === 'post_3');
    expect(open).toMatchObject({ locked: false, content: expect.stringContaining('Prata e Ouro') });
    await expect(leo.lives.next()).resolves.toMatchObject({
      access: true,
      live: { title: 'Live de lançamento — Bonde do Mito', status: 'upcoming' },
    });
  });
});
