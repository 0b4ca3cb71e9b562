/**
 * How the artist panel's search rows follow the votes (docs/decisions/0017-deferred-voter-index.md):
 * a vote's request writes only the vote, and its index rows are written later, in batches, by
 * services/artist/index-pending-votes.ts. The entries choose when: a short timer in the one Node
 * process (deferred.ts), the storing request's `waitUntil` on Workers (per-isolate.ts), and a
 * periodic run on both as the safety net.
 */
export interface VoterIndexer {
  /** A vote was just stored. Returns the work the request must keep alive: hand it to `defer`. */
  voteStored(): Promise<void>;
}

/** One indexer run: batches until nothing is pending, its own bound, or `stopping()`; throws if a batch failed. */
export type IndexRun = (stopping: () => boolean) => Promise<unknown>;
