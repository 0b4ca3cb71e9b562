import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artistVoterIndex, artistVoterTokens, tshirtPollVotes } from '../../../db/schema';
import { openPii } from '../../../worker/lib/pii-open';
import { makeArtistSession } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('voter names are sealed like the other personal fields', () => {
  it('a new vote stores the name sealed; the panel shows it and finds it through the keyed index', async () => {
    const form = voterForm({ name: 'Conceição Aparecida Souza' });
    const voted = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: 'opt_design2' });
    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    expect(row!.nameSealed).toBe(true);
    expect(row!.participantName).not.toContain('Concei');
    expect(openPii(t.deps.config, row!.participantName)).toBe('Conceição Aparecida Souza');

    await t.indexVoters();
    const artist = t.caller({ headers: (await makeArtistSession(t.deps)).headers }).artist;
    const page = await artist.voters({ q: 'conceicao apar', page: 1 });
    expect(page.rows.map((r) => r.name)).toContain('Conceição Aparecida Souza');
    expect((await artist.voter({ voteId: row!.id })).name).toBe('Conceição Aparecida Souza');
    const csv = await artist.exportCsv({ q: 'conceicao' });
    expect(csv.csv).toContain('Conceição Aparecida Souza');
  });

  it('a vote stored before sealing keeps working, and the next panel sign-in seals its name in place', async () => {
    const form = voterForm({ name: 'Jéssica Legado Antigo' });
    const voted = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: 'opt_design3' });
    // As a vote from before the change: the name in clear, not flagged.
    await t.indexVoters();
    await t.deps.db
      .update(tshirtPollVotes)
      .set({ participantName: 'Jéssica Legado Antigo', nameSealed: false, indexedAt: null })
      .where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    const [before] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    const artist = t.caller({ headers: (await makeArtistSession(t.deps)).headers }).artist;
    expect((await artist.voter({ voteId: before!.id })).name).toBe('Jéssica Legado Antigo');

    // and not indexed yet (pending, as migration 0018 leaves such votes)
    await t.deps.db.delete(artistVoterIndex).where(eq(artistVoterIndex.voteId, before!.id));
    await t.deps.db.delete(artistVoterTokens).where(eq(artistVoterTokens.voteId, before!.id));
    await t.caller({ ip: '198.51.100.77' }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
    const [after] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.id, before!.id));
    expect(after!.nameSealed).toBe(true);
    expect(openPii(t.deps.config, after!.participantName)).toBe('Jéssica Legado Antigo');
    expect((await artist.voters({ q: 'jessica legado', page: 1 })).rows.map((r) => r.name)).toEqual(['Jéssica Legado Antigo']);
  });
});
