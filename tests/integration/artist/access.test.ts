import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../worker/routers';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { callerWithHeaders } from './http-caller';

const t = useTestDeps();

type ArtistCaller = ReturnType<typeof t.caller>['artist'];
/** A valid input for every artist procedure but login, so only the caller can make it fail. */
const CALLS: Record<string, (c: ArtistCaller) => Promise<unknown>> = {
  logout: (c) => c.logout(),
  session: (c) => c.session(),
  stats: (c) => c.stats(),
  distribution: (c) => c.distribution(),
  voters: (c) => c.voters({ q: '', page: 1 }),
  voter: (c) => c.voter({ voteId: 'v1' }),
  revealCpf: (c) => c.revealCpf({ voteId: 'v1' }),
  exportCsv: (c) => c.exportCsv({ q: '' }),
  updateContact: (c) => c.updateContact({ voteId: 'v1', status: 'called', notes: '' }),
  templates: (c) => c.templates(),
  saveTemplate: (c) => c.saveTemplate({ status: 'called', body: 'Oi {nome}' }),
  auditLog: (c) => c.auditLog(),
  drawRaffle: (c) => c.drawRaffle({ seed: 'Loteria Federal 12345' }),
  raffleWinners: (c) => c.raffleWinners(),
  claimRafflePrize: (c) => c.claimRafflePrize({ coupon: 'MITO-ABCD-EF' }),
  redrawRaffle: (c) => c.redrawRaffle(),
  funnel: (c) => c.funnel(),
};

describe('artist procedures refuse every caller without a panel session', () => {
  it('the table covers every artist procedure except login', () => {
    const names = Object.keys(appRouter._def.procedures)
      .filter((p) => p.startsWith('artist.'))
      .map((p) => p.slice('artist.'.length));
    expect(names.filter((n) => n !== 'login').sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: anonymous, a member session, an expired or forged panel cookie → 401`, async () => {
      const member = await makeMember(t.deps);
      const expired = await makeArtistSession(t.deps);
      t.clock.advance(9 * 3_600_000);
      const callers = [
        t.caller(),
        t.caller({ headers: member.headers }),
        t.caller({ headers: expired.headers }),
        t.caller({ headers: new Headers({ cookie: 'mito_artist=forjadoforjadoforjadoforjado' }) }),
        // A member's token in the artist cookie is not an artist session either.
        t.caller({ headers: new Headers({ cookie: member.cookie.replace('mito_session', 'mito_artist') }) }),
      ];
      for (const c of callers) await expect(call(c.artist)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
  }

  it('a valid panel session passes (the same table, as the artist)', async () => {
    const artist = await makeArtistSession(t.deps);
    const c = t.caller({ headers: artist.headers }).artist;
    await expect(c.stats()).resolves.toMatchObject({ totalVotes: expect.any(Number) });
    await expect(c.voters({ q: '', page: 1 })).resolves.toMatchObject({ page: 1 });
    await expect(c.voter({ voteId: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Votante não encontrado' });
    const withHeaders = callerWithHeaders(t.deps, { headers: artist.headers });
    await withHeaders.api.artist.voters({ q: '', page: 1 });
    expect(withHeaders.resHeaders.get('cache-control')).toBe('no-store');
  });
});
