import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../db/seed/catalogue';
import { validCpf } from '../factories/voters';

// Each test file's Worker has a database of its own (vitest.workers.config.ts): whatever the other
// files voted before this one, in whatever order they ran, this one starts from the seeded template.
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://mito.example${path}`, init));
const totalVotes = async () =>
  ((await (await call('/trpc/poll.current')).json()) as { result: { data: { totalVotes: number } } }).result.data.totalVotes;

describe('a database per test file', () => {
  it('starts with the seeded votes only, and counts its own', async () => {
    const seeded = DESIGNS.reduce((n, d) => n + d.baseVotes, 0);
    expect(await totalVotes()).toBe(seeded);
    const vote = {
      name: 'Fã Isolado',
      cpf: validCpf(330_000_001),
      whatsapp: '11987654321',
      email: 'isolado@exemplo.com',
      contactConsent: true,
      optionId: 'opt_design1',
    };
    const res = await call('/trpc/poll.vote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://mito.example' },
      body: JSON.stringify(vote),
    });
    expect(res.status).toBe(200);
    expect(await totalVotes()).toBe(seeded + 1);
  });
});
