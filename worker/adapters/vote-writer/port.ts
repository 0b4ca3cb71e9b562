import type { VoteSideRows } from './side-rows';

/** A vote ready to store: personal data already encrypted, the CPF only as its keyed hash. */
export interface VoteRow {
  id: string;
  optionId: string;
  userId: string | null;
  /** Sealed (piiSeal), like the CPF and contact fields: the row is stored with `name_sealed = 1`. */
  participantName: string;
  cpfHash: string;
  cpfEncrypted: string;
  cpfLast4: string;
  whatsappEncrypted: string;
  emailEncrypted: string;
  raffleCoupon: string;
  voterTokenHash: string;
  createdAt: Date;
  /** Keyed hash of the address's inbox (`inboxOf`): one confirmed coupon per inbox and poll. */
  emailHash?: string;
  /** The integrity check's keyed hashes (lib/raffle-trace.ts): the voting network and address, the e-mail's domain. */
  trace?: { net: string; address: string; domain: string };
  /** The consents given with the vote and its e-mail link token, written in this vote's batch. */
  side?: VoteSideRows;
}

/**
 * How votes reach the database. The entries choose: grouped commits in the one long-lived
 * Node process (group-commit.ts), one transaction per request on Workers (per-request.ts).
 */
export interface VoteWriter {
  /** Resolves true once the vote is committed, false when a unique index or a closed poll refused it. */
  submit(row: VoteRow): Promise<boolean>;
  /** Commits the readiness probe through the connection the votes use (probe.ts). */
  probe(now: Date): Promise<void>;
}
