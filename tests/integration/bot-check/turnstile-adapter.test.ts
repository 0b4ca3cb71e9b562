import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnstileBotCheck } from '../../../worker/adapters/bot-check/turnstile';
import { startTurnstileStandIn, STAND_IN_SECRET, STAND_IN_SITE_KEY } from '../../setup/turnstile-stand-in';

let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
beforeAll(async () => {
  standIn = await startTurnstileStandIn();
});
afterAll(() => standIn.close());

describe('the Turnstile adapter against a local stand-in of siteverify', () => {
  it('passes a token the widget issued, sending the secret, the token and the client address', async () => {
    const check = standIn.botCheck();
    expect(check.siteKey).toBe(STAND_IN_SITE_KEY);
    const token = standIn.issue('vote');
    expect(await check.verify({ token, ip: '198.51.100.7', action: 'vote' })).toBe('passed');
    expect(standIn.seen.at(-1)).toEqual({ secret: STAND_IN_SECRET, response: token, remoteip: '198.51.100.7' });
  });

  it('fails a reused token, an invented one, one solved for another form, and none at all (without asking)', async () => {
    const check = standIn.botCheck();
    const token = standIn.issue('vote');
    expect(await check.verify({ token, ip: '198.51.100.8', action: 'vote' })).toBe('passed');
    expect(await check.verify({ token, ip: '198.51.100.8', action: 'vote' })).toBe('failed');
    expect(await check.verify({ token: 'inventado-pelo-script', ip: '198.51.100.8', action: 'vote' })).toBe('failed');
    expect(await check.verify({ token: standIn.issue('sign-in'), ip: '198.51.100.8', action: 'vote' })).toBe('failed');
    const asked = standIn.seen.length;
    expect(await check.verify({ token: undefined, ip: '198.51.100.8', action: 'order' })).toBe('failed');
    expect(await check.verify({ token: '', ip: '198.51.100.8', action: 'order' })).toBe('failed');
    expect(standIn.seen.length).toBe(asked);
  });

  it('an IPv6 client, known by its /64, is verified without a remote address', async () => {
    const token = standIn.issue('sign-up');
    expect(await standIn.botCheck().verify({ token, ip: '2001:db8:1:2::/64', action: 'sign-up' })).toBe('passed');
    expect(standIn.seen.at(-1)).toEqual({ secret: STAND_IN_SECRET, response: token });
  });

  it('is unavailable, never a pass, when the API is down, unreachable or refuses our secret', async () => {
    standIn.down(true);
    try {
      expect(await standIn.botCheck().verify({ token: standIn.issue('vote'), ip: '198.51.100.9', action: 'vote' })).toBe('unavailable');
    } finally {
      standIn.down(false);
    }
    const unreachable = turnstileBotCheck({
      siteKey: STAND_IN_SITE_KEY,
      secretKey: STAND_IN_SECRET,
      verifyUrl: 'http://127.0.0.1:9/turnstile/v0/siteverify',
    });
    expect(await unreachable.verify({ token: 'x', ip: '198.51.100.9', action: 'vote' })).toBe('unavailable');
    expect(
      await standIn.botCheck('0x4AAAAAAAwrongSecret').verify({ token: standIn.issue('vote'), ip: '198.51.100.9', action: 'vote' }),
    ).toBe('unavailable');
  });
});
