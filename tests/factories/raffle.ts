import { polls } from '../../db/schema';
import type { TestDeps } from '../setup/test-deps';
import { confirmCoupons } from './coupon-mail';
import { makeArtistSession } from './sessions';
import { nextVoterIp, voterForm } from './voters';

type T = Pick<TestDeps, 'deps' | 'clock' | 'caller' | 'background' | 'dataDir'>;

/** `n` voters (through the public vote, each e-mail confirmed), the poll closed and its list frozen by the artist's "Congelar lista agora". */
export async function frozenRaffle(t: T, n: number) {
  const voters: { form: ReturnType<typeof voterForm>; coupon: string; voterToken: string }[] = [];
  for (let i = 0; i < n; i++) {
    const form = voterForm();
    const voted = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: `opt_design${(i % 5) + 1}` });
    voters.push({ form, coupon: voted.coupon, voterToken: voted.voterToken });
  }
  await confirmCoupons(
    t,
    voters.map((v) => v.form.email),
  );
  const [poll] = await t.deps.db.select().from(polls).limit(1);
  t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
  // The scheduled job would do it within the hour.
  await (await panel(t)).freezeRaffle();
  return { voters, pollId: poll!.id };
}

/** `frozenRaffle`, then the public draw with `seed` (typed twice, as the panel asks). */
export async function drawnRaffle(t: T, n: number, seed = 'Loteria Federal 05923: 12345') {
  const { voters, pollId } = await frozenRaffle(t, n);
  const drawn = await (await panel(t)).drawRaffle({ seed, seedAgain: seed });
  if (drawn.state !== 'drawn' || !drawn.draw) throw new Error('drawnRaffle: not drawn');
  return { voters, seed, status: drawn, pollId };
}

/** A fresh panel session (sessions expire after hours; raffle tests move the clock by weeks). */
export async function panel(t: T) {
  const artist = await makeArtistSession(t.deps);
  return t.caller({ headers: artist.headers }).artist;
}
