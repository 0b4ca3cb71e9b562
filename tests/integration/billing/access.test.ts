import { describe, expect, it } from 'vitest';
import { MEMBER_COOKIE } from '../../../worker/lib/cookies';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

/** Every billing procedure but the public tier list. */
const MEMBER_CALLS = {
  myPlan: (c: ReturnType<typeof t.caller>) => c.billing.myPlan(),
  checkSubscription: (c: ReturnType<typeof t.caller>) => c.billing.checkSubscription(),
  createCheckout: (c: ReturnType<typeof t.caller>) => c.billing.createCheckout({ tierId: 'tier_prata' }),
  customerPortal: (c: ReturnType<typeof t.caller>) => c.billing.customerPortal(),
};

describe('billing procedures refuse anonymous callers', () => {
  for (const [name, call] of Object.entries(MEMBER_CALLS)) {
    it(`${name}: no cookie, a forged token or an unknown one → UNAUTHORIZED 'Login necessário'`, async () => {
      for (const cookie of [null, `${MEMBER_COOKIE}=nao-e-um-token`, `${MEMBER_COOKIE}=${'A'.repeat(43)}`]) {
        const caller = t.caller(cookie ? { headers: new Headers({ cookie }) } : {});
        await expect(call(caller)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
      }
      // Nothing was opened at the provider.
      expect(t.simulator.subscriptions.checkouts.size + t.simulator.subscriptions.portals.size).toBe(0);
    });
  }

  it('the tier list is public, sorted by monthly price, without provider ids', async () => {
    const tiers = await t.caller().billing.tiers();
    expect(tiers.map((x) => x.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(tiers.every((x) => !('stripePriceId' in x))).toBe(true);
  });
});
