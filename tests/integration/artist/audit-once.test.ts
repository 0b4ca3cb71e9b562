import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { drawnRaffle, panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const actions = async () => (await t.deps.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action).sort();

describe('the audit log records what the artist did, once', () => {
  it("a dashboard load opens no contacts; opening the winners' contacts is one entry; saving a contact status adds no opening", async () => {
    const { status } = await drawnRaffle(t, 12);
    // The panel's list reads the voter index, which follows the votes off their path (decision 0017).
    await t.indexVoters();
    const artist = await panel(t);

    // Everything the dashboard reads when it loads, the winners' card included.
    await Promise.all([
      artist.stats(),
      artist.distribution(),
      artist.funnel(),
      artist.voters({ q: '', page: 1 }),
      artist.auditLog(),
      artist.raffleWinners(),
      t.caller().raffle.status(),
    ]);
    await artist.raffleWinners();
    expect(await actions()).toEqual([]);

    // The artist opens the winners' contacts: one entry.
    const contacts = await artist.raffleWinnerContacts();
    expect(contacts.map((c) => c.coupon)).toEqual(status.draw!.winners);
    expect(await actions()).toEqual(['view_winners']);

    // Opening a voter is one entry; saving a status answers what the dialog shows, so it needs no second opening.
    const voteId = (await artist.voters({ q: '', page: 1 })).rows[0]!.voteId;
    await artist.voter({ voteId });
    const saved = await artist.updateContact({
      voteId,
      status: 'called',
      notes: 'Atendeu',
    });
    expect(saved).toEqual({
      at: t.clock.now().toISOString(),
      status: 'called',
      notes: 'Atendeu',
    });
    expect(await actions()).toEqual(['view_voter', 'view_winners']);
  });
});
