import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';

// The poll's write path inside workerd, over the Turso web client (the dev Hrana endpoint):
// node:crypto sealing, the batch INSERT … FROM (VALUES …) RETURNING + UPDATE … FROM, per-request writes.
// Per-request writes come from the entry (worker/cloudflare/build-deps.ts hands in the per-request vote writer, adapters/vote-writer/per-request.ts):
// handed the group-commit writer instead, these concurrent votes are cancelled by workerd as hung.
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://mito.example${path}`, init));
const post = (path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://mito.example' },
    body: JSON.stringify(body),
  });

describe('official poll in workerd', () => {
  it('20 concurrent votes for 10 CPFs: 10 stored with coupons, 10 "already voted"; the token reads the vote back', async () => {
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/trpc/poll.vote', {
          name: 'Fã no Worker',
          cpf: validCpf(320_000_000 + (i % 10)),
          whatsapp: '+55 (11) 98765-4321',
          email: 'fa@exemplo.com',
          contactConsent: true,
          optionId: 'opt_design1',
        }),
      ),
    );
    expect(res.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(409)]);
    const ok = await Promise.all(
      res.filter((r) => r.status === 200).map((r) => r.json() as Promise<{ result: { data: { voterToken: string; coupon: string } } }>),
    );
    expect(new Set(ok.map((o) => o.result.data.coupon)).size).toBe(10);

    const { voterToken, coupon } = ok[0]!.result.data;
    // The token travels in a POST body, never in the URL.
    const mine = await post('/trpc/poll.myVote', { voterToken });
    expect(((await mine.json()) as { result: { data: { coupon: string } } }).result.data.coupon).toBe(coupon);
    expect((await call(`/trpc/poll.myVote?input=${encodeURIComponent(JSON.stringify({ voterToken }))}`)).status).toBe(405);
  });

  it('a vote sent again with its vote key (the answer was lost) gets the same token and coupon, counted once', async () => {
    const vote = {
      name: 'Fã sem Sinal',
      cpf: validCpf(320_000_100),
      whatsapp: '11987654321',
      email: 'sinal@exemplo.com',
      contactConsent: true,
      optionId: 'opt_design2',
      voteKey: `k${Date.now()}workers-retry-key`,
    };
    const before = ((await (await call('/trpc/poll.current')).json()) as { result: { data: { options: { votes: number }[] } } }).result.data
      .options[1]!.votes;
    const answers = await Promise.all([post('/trpc/poll.vote', vote), post('/trpc/poll.vote', vote)]);
    const again = await post('/trpc/poll.vote', vote);
    const bodies = await Promise.all(
      [...answers, again].map((r) => r.json() as Promise<{ result: { data: { voterToken: string; coupon: string } } }>),
    );
    expect(new Set(bodies.map((b) => b.result.data.coupon)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.result.data.voterToken)).size).toBe(1);
    const after = ((await (await call('/trpc/poll.current')).json()) as { result: { data: { options: { votes: number }[] } } }).result.data
      .options[1]!.votes;
    expect(after).toBe(before + 1);
  });

  it('serves the tally as a cacheable GET', async () => {
    const tally = await call('/api/poll/tally');
    expect(tally.status).toBe(200);
    expect(tally.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=10');
  });
});
