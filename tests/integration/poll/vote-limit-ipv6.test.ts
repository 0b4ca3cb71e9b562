import { describe, expect, it } from 'vitest';
import { voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();

describe('vote limit for IPv6 clients', () => {
  it('counts a whole /64 as one client, so hopping addresses does not reset the budget', async () => {
    const limit = t.deps.config.VOTE_RATE_LIMIT_PER_MINUTE;
    // A phone picks a new address in its /64 for every request.
    const vote = (i: number) =>
      httpApp(t.deps, `2804:14c:5b8:8f2a:${(i + 1).toString(16)}::1`).mutation('poll.vote', { ...voterForm(), optionId: 'opt_design3' });
    for (let i = 0; i < limit; i++) expect((await vote(i)).status).toBe(200);
    const refused = await vote(limit);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.');
    // Another household's /64 keeps its own budget.
    const neighbour = await httpApp(t.deps, '2804:14c:5b8:8f2b::1').mutation('poll.vote', { ...voterForm(), optionId: 'opt_design3' });
    expect(neighbour.status).toBe(200);
  });
});
