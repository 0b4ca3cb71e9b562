import { sql } from 'drizzle-orm';
import { pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RaffleWinnerContact, RaffleWinnerRow } from '../../contracts/raffle';
import { contactAllowedSql } from '../../lib/contact-consent-sql';
import { maskCpf, openPii, openVoterName } from '../../lib/pii-open';
import { loadRaffle } from './get-raffle-status';
import { claimUndoOpen, loadRounds } from './raffle-rounds';

interface WinnerSql {
  id: string;
  name: string;
  nameSealed: number;
  cpf: string;
  email: string;
  whatsapp: string;
  coupon: string;
  design: string;
  contactAllowed: number;
}

type FullWinner = RaffleWinnerRow & Omit<RaffleWinnerContact, 'coupon'>;

/**
 * The winners of every round, in draw order, with each prize's state. A winner
 * who erased their data is left out: there is no one left to reach.
 */
async function loadWinners(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<FullWinner[]> {
  const freeze = (await loadRaffle(deps))?.freeze;
  if (!freeze) return [];
  const view = await loadRounds(deps, freeze);
  const coupons = [...view.winners];
  if (coupons.length === 0) return [];
  const rows = await deps.db.all<WinnerSql>(sql`
    SELECT v.id, v.participant_name AS name, v.name_sealed AS nameSealed, v.cpf_encrypted AS cpf, v.email_encrypted AS email, v.whatsapp_encrypted AS whatsapp,
      v.raffle_coupon AS coupon, o.option_text AS design, ${contactAllowedSql('v')} AS contactAllowed
    FROM ${tshirtPollVotes} v JOIN ${pollOptions} o ON o.id = v.option_id
    WHERE v.raffle_coupon IN ${coupons} AND v.purged_at IS NULL`);
  const byCoupon = new Map(rows.map((r) => [r.coupon, r]));
  const today = deps.clock.now();
  const now = today.getTime();
  return view.rounds.flatMap((round) =>
    round.winners.flatMap((coupon) => {
      const r = byCoupon.get(coupon);
      if (!r) return [];
      const claimed = round.claimed.includes(coupon);
      return [
        {
          voteId: r.id,
          coupon,
          name: openVoterName(deps.config, r.name, r.nameSealed),
          cpfMasked: maskCpf(openPii(deps.config, r.cpf)),
          designName: r.design,
          email: openPii(deps.config, r.email),
          whatsapp: openPii(deps.config, r.whatsapp),
          contactAllowed: r.contactAllowed === 1,
          round: round.round,
          claimDeadline: round.claimDeadline,
          claimed,
          expired: !claimed && new Date(round.claimDeadline).getTime() <= now,
          undoable: claimed && claimUndoOpen(view, round.round, today),
        },
      ];
    }),
  );
}

/** The winners for the panel's card: names, masked CPFs and prize states, without the contact data (so not audited). */
export async function listRaffleWinners(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<RaffleWinnerRow[]> {
  return (await loadWinners(deps)).map(({ email: _e, whatsapp: _w, ...row }) => row);
}

/** The winners' e-mail and WhatsApp, read when the artist opens them; its procedure writes the read to the audit log. */
export async function listRaffleWinnerContacts(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<RaffleWinnerContact[]> {
  return (await loadWinners(deps)).map(({ coupon, email, whatsapp }) => ({
    coupon,
    email,
    whatsapp,
  }));
}
