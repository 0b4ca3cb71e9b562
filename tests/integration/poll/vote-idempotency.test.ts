import { eq, sql } from 'drizzle-orm';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pollOptions, tshirtPollVotes } from '../../../db/schema';
import { hmacHex, randomToken } from '../../../worker/lib/crypto';
import { silentLogger } from '../../../worker/lib/logger';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { startTempSite } from '../../setup/temp-site';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });
const newKey = () => randomToken(16);

const votesOf = async (cpf: string) => {
  const hash = await hmacHex(t.deps.keys.cpfHmac, cpf.replace(/\D/g, ''));
  return t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.cpfHash, hash));
};
const counter = async (optionId: string) =>
  (await t.deps.db.select({ n: pollOptions.voteCount }).from(pollOptions).where(eq(pollOptions.id, optionId)))[0]!.n;

describe('poll.vote with a vote key (a retry is the same vote)', () => {
  it('the same key again returns the same voter token and coupon, and counts once', async () => {
    const form = { ...voterForm(), optionId: 'opt_design3', voteKey: newKey() };
    const before = await counter('opt_design3');
    const first = await caller().poll.vote(form);
    const retry = await caller().poll.vote(form);
    expect(retry).toMatchObject({ optionId: 'opt_design3', coupon: first.coupon, voterToken: first.voterToken });
    expect(await votesOf(form.cpf)).toHaveLength(1);
    expect(await counter('opt_design3')).toBe(before + 1);
    await expect(caller().poll.myVote({ voterToken: retry.voterToken })).resolves.toMatchObject({ coupon: first.coupon });
  });

  it('twenty concurrent sends of one vote (double taps, retries): one stored, all get its token and coupon', async () => {
    const form = { ...voterForm(), optionId: 'opt_design5', voteKey: newKey() };
    const before = await counter('opt_design5');
    const results = await Promise.all(Array.from({ length: 20 }, () => caller().poll.vote(form)));
    const [row] = await votesOf(form.cpf);
    expect(new Set(results.map((r) => r.coupon))).toEqual(new Set([row!.raffleCoupon]));
    expect(new Set(results.map((r) => r.voterToken)).size).toBe(1);
    expect(await votesOf(form.cpf)).toHaveLength(1);
    expect(await counter('opt_design5')).toBe(before + 1);
  });

  it('the same key with another design or another CPF is refused clearly, and stores nothing', async () => {
    const form = { ...voterForm(), optionId: 'opt_design1', voteKey: newKey() };
    await caller().poll.vote(form);
    const refused = {
      code: 'CONFLICT',
      message: 'Estes dados não conferem com o voto já enviado deste aparelho. Confira o CPF e o design e tente novamente.',
    };
    await expect(caller().poll.vote({ ...form, optionId: 'opt_design2' })).rejects.toMatchObject(refused);
    const other = voterForm();
    await expect(caller().poll.vote({ ...form, cpf: other.cpf })).rejects.toMatchObject(refused);
    expect(await votesOf(other.cpf)).toHaveLength(0);

    const http = await httpApp(t.deps, '198.51.100.31').mutation('poll.vote', { ...form, optionId: 'opt_design4' });
    expect(http.status).toBe(409);
    expect(http.body.error?.data.appCode).toBe('VOTE_KEY_REUSED');
  });

  it('the same CPF with a new key (another phone) is still "already voted", with no token', async () => {
    const form = { ...voterForm(), optionId: 'opt_design2', voteKey: newKey() };
    await caller().poll.vote(form);
    await expect(caller().poll.vote({ ...form, voteKey: newKey() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.',
    });
  });

  it('a retry still gets its vote back after the vote was counted and the poll closed', async () => {
    const form = { ...voterForm(), optionId: 'opt_design2', voteKey: newKey() };
    const first = await caller().poll.vote(form);
    const [poll] = await t.deps.db
      .select({ closesAt: sql<number>`closes_at` })
      .from(sql`polls`)
      .where(sql`id = 'poll_camiseta_oficial'`);
    await t.deps.db.run(sql`UPDATE polls SET is_active = 0 WHERE id = 'poll_camiseta_oficial'`);
    try {
      await expect(caller().poll.vote(form)).resolves.toMatchObject({ coupon: first.coupon, voterToken: first.voterToken });
      await expect(caller().poll.vote({ ...voterForm(), optionId: 'opt_design2', voteKey: newKey() })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    } finally {
      await t.deps.db.run(sql`UPDATE polls SET is_active = 1 WHERE id = 'poll_camiseta_oficial'`);
      expect(poll).toBeDefined();
    }
  });

  it('countedAt: every tally generated from then on includes the vote', async () => {
    const form = { ...voterForm(), optionId: 'opt_design4', voteKey: newKey() };
    const before = (await caller().poll.current()).options[3]!.votes;
    const voted = await caller().poll.vote(form);
    const tally = await caller().poll.current();
    expect(new Date(tally.generatedAt).getTime()).toBeGreaterThanOrEqual(new Date(voted.countedAt).getTime());
    expect(tally.options[3]!.votes).toBe(before + 1);
  });
});

describe('a vote whose answer never reached the phone', () => {
  it('the server commits, the connection drops before the answer; the retry with the same key recovers token and coupon', async () => {
    const site = await startTempSite({ SERVE_WEB: 'none' }, silentLogger);
    try {
      const form = { ...voterForm(), optionId: 'opt_design1', voteKey: newKey() };
      const body = JSON.stringify(form);
      // A raw HTTP request whose socket is torn down as soon as it is sent: the phone never reads an answer.
      await new Promise<void>((resolve, reject) => {
        const socket = connect(site.port, '127.0.0.1', () => {
          socket.write(
            `POST /trpc/poll.vote HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nOrigin: ${site.url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
            () => {
              socket.destroy();
              resolve();
            },
          );
        });
        socket.on('error', reject);
      });
      const hash = await hmacHex(site.deps.keys.cpfHmac, form.cpf.replace(/\D/g, ''));
      const stored = async () => (await site.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.cpfHash, hash)))[0];
      await expect.poll(stored, { timeout: 10_000 }).toBeDefined();

      const post = (input: unknown) =>
        fetch(`${site.url}/trpc/poll.vote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site.url },
          body: JSON.stringify(input),
        });
      // Without the key, the fan would only hear "already voted"…
      expect((await post({ ...form, voteKey: undefined })).status).toBe(409);
      // …with it, the fan gets the vote that was counted.
      const retry = await post(form);
      expect(retry.status).toBe(200);
      const { result } = (await retry.json()) as { result: { data: { coupon: string; voterToken: string } } };
      expect(result.data.coupon).toBe((await stored())!.raffleCoupon);
      const mine = await fetch(`${site.url}/trpc/poll.myVote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ voterToken: result.data.voterToken }),
      });
      expect(((await mine.json()) as { result: { data: { coupon: string } } }).result.data.coupon).toBe(result.data.coupon);
    } finally {
      await site.close();
    }
  });
});

describe('secrets never travel in a URL', () => {
  it('poll.myVote and poll.couponStatus refuse GET (query-string input); the POST body works', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design2', voteKey: newKey() });
    const http = httpApp(t.deps, '198.51.100.32');
    const inUrl = await http.get(`/trpc/poll.myVote?input=${encodeURIComponent(JSON.stringify({ voterToken: voted.voterToken }))}`);
    expect(inUrl.status).toBe(405);
    expect(await inUrl.text()).not.toContain(voted.coupon);
    const couponInUrl = await http.get(
      `/trpc/poll.couponStatus?input=${encodeURIComponent(JSON.stringify({ coupon: voted.coupon, cpfLast4: '0000' }))}`,
    );
    expect(couponInUrl.status).toBe(405);
    const inBody = await http.mutation('poll.myVote', { voterToken: voted.voterToken });
    expect(inBody.status).toBe(200);
    expect(inBody.body.result?.data).toMatchObject({ coupon: voted.coupon });
  });
});

describe('a fan who lost the token gets it back on /meu-cupom', () => {
  it('coupon + last 4 CPF digits give back the same voter token', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design3', voteKey: newKey() });
    const found = await caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: form.cpf.replace(/\D/g, '').slice(-4) });
    expect(found.voterToken).toBe(voted.voterToken);
    await expect(caller().poll.changeVote({ voterToken: found.voterToken!, optionId: 'opt_design1' })).resolves.toMatchObject({
      coupon: voted.coupon,
    });
  });

  it('a vote stored with a random token (before derived tokens) gets a working one, and the old one stops', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design3' });
    const legacy = randomToken(32);
    await t.deps.db
      .update(tshirtPollVotes)
      .set({ voterTokenHash: await sha256(legacy) })
      .where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    await expect(caller().poll.myVote({ voterToken: legacy })).resolves.toMatchObject({ coupon: voted.coupon });
    const found = await caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: form.cpf.replace(/\D/g, '').slice(-4) });
    await expect(caller().poll.myVote({ voterToken: found.voterToken! })).resolves.toMatchObject({ coupon: voted.coupon });
    await expect(caller().poll.myVote({ voterToken: legacy })).resolves.toBeNull();
  });

  it('guessing the CPF digits of a known coupon is capped per coupon, whatever the IP', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design3' });
    const last4 = form.cpf.replace(/\D/g, '').slice(-4);
    const wrong = (i: number) => String((Number(last4) + 1 + i) % 10000).padStart(4, '0');
    const tries = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: wrong(i) })),
    );
    expect(tries.every((r) => r.status === 'rejected' && (r.reason as { code: string }).code === 'NOT_FOUND')).toBe(true);
    // The right digits from a fresh IP are refused too, for a while (the wait grows with the guesses; tests/integration/poll/coupon-lockout.test.ts).
    await expect(caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: last4 })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas consultas deste cupom. Aguarde 15 minutos e tente novamente.',
    });
  });
});

async function sha256(text: string) {
  const { sha256Hex } = await import('../../../worker/lib/crypto');
  return sha256Hex(text);
}
