import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import type { BotCheck } from '../../../worker/adapters/bot-check/port';
import * as PATHS from '../../../worker/contracts/paths';
import { signUpForm } from '../../factories/accounts';
import { nextIp, orderInput } from '../../factories/orders';
import { makeMember } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { startTurnstileStandIn, STAND_IN_SITE_KEY } from '../../setup/turnstile-stand-in';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let localCheck: BotCheck;
beforeAll(async () => {
  standIn = await startTurnstileStandIn();
  localCheck = t.deps.botCheck;
});
afterAll(() => standIn.close());
beforeEach(() => {
  // Production's adapter, verifying against the stand-in.
  t.deps.botCheck = standIn.botCheck();
});

const FAILED = { code: 'FORBIDDEN', message: 'Não conseguimos confirmar que você é uma pessoa. Tente de novo.' };
const vote = (ip: string, botCheck?: string) => t.caller({ ip }).poll.vote({ ...voterForm(), optionId: 'opt_design1', botCheck });

describe('the human check on the raffle, the shop and accounts', () => {
  it('coupon stuffing: 30 votes a minute from one address with generated CPFs get no coupon without passing it', async () => {
    const ip = nextVoterIp();
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => vote(ip)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: FAILED });
    // The per-address limit stays (30 a minute); a minute later forged and replayed tokens do no better,
    // and a person who passed votes and gets a coupon.
    await expect(vote(ip, standIn.issue('vote'))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    t.clock.advance(61_000);
    await expect(vote(ip, 'token-forjado')).rejects.toMatchObject(FAILED);
    const token = standIn.issue('vote');
    const ok = await vote(ip, token);
    expect(ok.coupon).toMatch(/^MITO-/);
    await expect(vote(ip, token)).rejects.toMatchObject(FAILED);
  });

  it('orders and sign-ups need it too', async () => {
    await expect(t.caller({ ip: nextIp() }).orders.create(orderInput())).rejects.toMatchObject(FAILED);
    await expect(t.caller({ ip: nextIp() }).orders.create({ ...orderInput(), botCheck: standIn.issue('order') })).resolves.toMatchObject({
      firstBatch: 'available',
    });
    await expect(t.caller({ ip: '203.0.113.80' }).auth.signUp(signUpForm())).rejects.toMatchObject(FAILED);
    await expect(t.caller({ ip: '203.0.113.80' }).auth.signUp({ ...signUpForm(), botCheck: standIn.issue('sign-up') })).resolves.toEqual({
      sent: true,
    });
  });

  it('sign-in asks for it only after a failure, from that address or for that account', async () => {
    const member = await makeMember(t.deps);
    await expect(t.caller({ ip: '203.0.113.90' }).auth.signIn({ email: member.email, password: 'chute-errado' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // The right password now needs the check, from the same address and from another one.
    await expect(t.caller({ ip: '203.0.113.90' }).auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject(
      FAILED,
    );
    await expect(t.caller({ ip: '203.0.113.91' }).auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject(
      FAILED,
    );
    await expect(
      t.caller({ ip: '203.0.113.91' }).auth.signIn({ email: member.email, password: member.password, botCheck: standIn.issue('sign-in') }),
    ).resolves.toHaveProperty('userId');
    // Someone else, elsewhere, with no failure behind them, signs in without it.
    const other = await makeMember(t.deps);
    await expect(t.caller({ ip: '203.0.113.92' }).auth.signIn({ email: other.email, password: other.password })).resolves.toHaveProperty(
      'userId',
    );
  });

  it('with Turnstile down the answer is a Portuguese 503, not a pass', async () => {
    standIn.down(true);
    try {
      await expect(vote(nextVoterIp(), standIn.issue('vote'))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'A verificação de segurança está indisponível no momento. Tente de novo em alguns minutos.',
      });
      const res = await createApp(t.deps, { clientIp: () => '203.0.113.93' }).request(`http://localhost:3000${PATHS.trpc}/poll.vote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ ...voterForm(), optionId: 'opt_design1', botCheck: standIn.issue('vote') }),
      });
      expect(res.status).toBe(503);
      expect(JSON.stringify(await res.json())).toContain('BOT_CHECK_UNAVAILABLE');
    } finally {
      standIn.down(false);
    }
  });

  it('the public configuration and the CSP name Turnstile only where it is configured', async () => {
    const withCheck = await createApp(t.deps, { clientIp: () => '203.0.113.94' }).request(`http://localhost:3000${PATHS.publicConfig}`);
    expect(await withCheck.json()).toEqual({ botCheckSiteKey: STAND_IN_SITE_KEY });
    const csp = withCheck.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');

    t.deps.botCheck = localCheck;
    const local = await createApp(t.deps, { clientIp: () => '203.0.113.94' }).request(`http://localhost:3000${PATHS.publicConfig}`);
    expect(await local.json()).toEqual({ botCheckSiteKey: null });
    expect(local.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
    expect(local.headers.get('content-security-policy')).toContain("frame-src 'none'");
    // The embedded default's stand-in passes everyone, with or without a token.
    await expect(vote(nextVoterIp())).resolves.toHaveProperty('coupon');
  });
});
