import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  artistContactTracking,
  artistVoterIndex,
  artistVoterTokens,
  auditLog,
  contactHistory,
  pollOptions,
  tshirtPollVotes,
} from '../../../db/schema';
import { raffleHousekeeping } from '../../../worker/services/raffle/raffle-housekeeping';
import { drawnRaffle, panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;

const tallies = () => t.deps.db.select({ id: pollOptions.id, n: pollOptions.voteCount }).from(pollOptions).orderBy(pollOptions.id);
const byOption = () =>
  t.deps.db.all<{ option: string; n: number }>(
    sql`SELECT option_id AS option, count(*) AS n FROM tshirt_poll_votes GROUP BY option_id ORDER BY option_id`,
  );

describe('raffle retention: non-winners lose their personal data after the claim period', () => {
  it('waits for the last round and the retention days, then blanks non-winners once, keeping tallies, winners and an audit count', async () => {
    const { voters, status } = await drawnRaffle(t, 14);
    const winners = status.draw!.winners;
    let artist = await panel(t);
    for (const c of winners) await artist.claimRafflePrize({ coupon: c, documentChecked: true }); // all claimed: no redraw
    const loser = voters.find((v) => !winners.includes(v.coupon))!;
    const [loserRow] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, loser.coupon));
    await artist.updateContact({ voteId: loserRow!.id, status: 'sent_whatsapp', notes: 'Mandei a oferta' });
    const tallyBefore = await tallies();
    const countsBefore = await byOption();

    // During the claim period and the retention days: nothing is deleted.
    t.clock.set(new Date(new Date(status.draw!.claimDeadline).getTime() + 29 * DAY));
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: null, purged: 0, purgeDone: true });
    artist = await panel(t);
    await t.indexVoters();
    expect((await artist.voters({ q: loser.form.email.slice(0, 6), page: 1 })).total).toBeGreaterThan(0);

    t.clock.set(new Date(new Date(status.draw!.claimDeadline).getTime() + 30 * DAY + 1));
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: null, purged: 4, purgeDone: true });
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: null, purged: 0, purgeDone: true }); // idempotent

    const rows = await t.deps.db.select().from(tshirtPollVotes);
    const purged = rows.filter((r) => !winners.includes(r.raffleCoupon));
    expect(purged).toHaveLength(4);
    for (const r of purged) {
      expect(r).toMatchObject({
        participantName: '',
        cpfEncrypted: '',
        cpfLast4: '',
        whatsappEncrypted: '',
        emailEncrypted: '',
        userId: null,
        cpfHash: `apagado:${r.id}`,
        // The integrity check's keyed hashes of address, network and e-mail domain go with the rest.
        voteNetHash: null,
        voteAddressHash: null,
        emailDomainHash: null,
        confirmAddressHash: null,
      });
      expect(r.purgedAt).not.toBeNull();
    }
    const ids = purged.map((r) => r.id);
    expect(await t.deps.db.select().from(artistVoterTokens).where(inArray(artistVoterTokens.voteId, ids))).toHaveLength(0);
    expect(await t.deps.db.select().from(artistVoterIndex).where(inArray(artistVoterIndex.voteId, ids))).toHaveLength(0);
    expect(await t.deps.db.select().from(artistContactTracking).where(eq(artistContactTracking.voteId, loserRow!.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(contactHistory)).toHaveLength(0);
    // Winners keep everything; tallies and per-design counts do not move.
    expect(await t.deps.db.select().from(tshirtPollVotes).where(isNull(tshirtPollVotes.purgedAt))).toHaveLength(10);
    expect(await tallies()).toEqual(tallyBefore);
    expect(await byOption()).toEqual(countsBefore);

    const purges = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'retention_purge'));
    expect(purges).toEqual([expect.objectContaining({ actor: 'sistema', target: '4 votantes' })]);

    // The panel no longer finds or opens them; the coupon page still says the draw happened.
    artist = await panel(t);
    expect((await artist.voters({ q: loser.form.email.slice(0, 6), page: 1 })).rows.map((r) => r.coupon)).not.toContain(loser.coupon);
    await expect(artist.voter({ voteId: loserRow!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(artist.revealCpf({ voteId: loserRow!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await artist.stats()).totalVotes).toBe(14);
    await expect(t.caller().poll.couponStatus({ voterToken: loser.voterToken })).resolves.toMatchObject({
      raffle: 'drawn',
      result: 'not_won',
    });
    const winnerView = await artist.raffleWinnerContacts();
    expect(winnerView.map((w) => w.email)).toEqual(winners.map((c) => voters.find((v) => v.coupon === c)!.form.email));
  });
});
