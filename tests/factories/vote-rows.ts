import { cryptoRandom } from '../../worker/adapters/random/port';
import { sortableId } from '../../worker/lib/sortable-id';
import type { VoteRow } from '../../worker/adapters/vote-writer/port';

let seq = 0;
const hex = (n: number) => Buffer.from(cryptoRandom.bytes(n)).toString('hex');

/**
 * A vote row as the vote service hands it to the writer, with random bytes where the sealed
 * personal data goes: for the writer's own tests and bench, which never read a voter back.
 * The options go round the five designs; `id` defaults to the service's time-ordered id.
 */
export function voteRow(at: Date, id: string = sortableId(at, cryptoRandom)): VoteRow {
  const n = seq++;
  return {
    id,
    optionId: `opt_design${(n % 5) + 1}`,
    userId: null,
    participantName: `Fã ${n}`,
    cpfHash: hex(32),
    cpfEncrypted: hex(28),
    cpfLast4: '0000',
    whatsappEncrypted: hex(28),
    emailEncrypted: hex(40),
    raffleCoupon: `MITO-${hex(5)}`,
    voterTokenHash: hex(32),
    createdAt: at,
  };
}
