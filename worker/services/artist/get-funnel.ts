import { desc, eq, sql } from 'drizzle-orm';
import { analyticsEvents, orders, pollOptions, polls, subscriptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { Funnel, FunnelRow } from '../../contracts/artist';
import { openBuyer } from '../orders/buyer-details';

const NO_STATE = 'Não informado';
const NO_VOTE = 'Sem voto vinculado';

const emptyRow = (key: string, label: string): FunnelRow => ({
  key,
  label,
  votes: 0,
  offerViews: null,
  checkouts: 0,
  paidOrders: 0,
  members: 0,
});

interface VoteAgg {
  optionId: string;
  votes: number;
  members: number;
}

interface OrderRow {
  voteId: string | null;
  optionId: string | null;
  paid: number;
  member: number;
  sealed: string;
  createdAt: number;
}

/**
 * The panel's funnel, from the real tables in one read:
 * - votes: the newest poll's votes;
 * - offer views: `view_club_offer` analytics events (anonymous, so total only);
 * - checkouts: orders created (the offer's checkout creates the order), paid orders: `paid`;
 * - members: votes linked to an account (poll.claimVote) whose subscription is running.
 * By design, an order counts for the design of the vote it carries (orders.vote_id).
 * By state: votes carry no address, so a vote's UF is the one of its newest order's
 * delivery address (sealed; opened here, only the UF is kept); votes without an
 * order are "Não informado".
 */
export async function getFunnel(deps: Pick<AppDeps, 'db' | 'keys'>): Promise<Funnel> {
  const [poll] = await deps.db.select({ id: polls.id }).from(polls).orderBy(desc(polls.createdAt)).limit(1);
  const options = poll
    ? await deps.db
        .select({ id: pollOptions.id, name: pollOptions.optionText })
        .from(pollOptions)
        .where(eq(pollOptions.pollId, poll.id))
        .orderBy(pollOptions.optionOrder)
    : [];
  const running = sql`EXISTS (SELECT 1 FROM ${subscriptions} s WHERE s.user_id = v.user_id AND s.status <> 'canceled')`;
  const [votes, orderRows, views] = await Promise.all([
    poll
      ? deps.db.all<VoteAgg>(sql`
          SELECT v.option_id AS optionId, count(*) AS votes, sum(CASE WHEN v.user_id IS NOT NULL AND ${running} THEN 1 ELSE 0 END) AS members
          FROM ${tshirtPollVotes} v WHERE v.poll_id = ${poll.id} GROUP BY v.option_id`)
      : [],
    deps.db.all<OrderRow>(sql`
      SELECT o.vote_id AS voteId, v.option_id AS optionId, o.payment_status = 'paid' AS paid, o.buyer_sealed AS sealed, o.created_at AS createdAt,
        CASE WHEN v.user_id IS NOT NULL AND ${running} THEN 1 ELSE 0 END AS member
      FROM ${orders} o LEFT JOIN ${tshirtPollVotes} v ON v.id = o.vote_id`),
    deps.db
      .select({ n: sql<number>`count(*)` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'view_club_offer')),
  ]);

  const byDesign = new Map(options.map((o) => [o.id, emptyRow(o.id, o.name)]));
  const noVote = emptyRow('sem-voto', NO_VOTE);
  const total = emptyRow('total', 'Total');
  total.offerViews = views[0]?.n ?? 0;
  for (const v of votes) {
    const row = byDesign.get(v.optionId);
    if (row) Object.assign(row, { votes: v.votes, members: v.members });
    total.votes += v.votes;
    total.members += v.members;
  }

  const byState = new Map<string, FunnelRow>();
  const stateRow = (uf: string) => byState.get(uf) ?? byState.set(uf, emptyRow(uf, uf)).get(uf)!;
  // A vote's state: its newest order's (orders newest first, the first one seen wins).
  const voteState = new Map<string, { uf: string; member: number }>();
  const sorted = [...orderRows].sort((a, b) => b.createdAt - a.createdAt);
  for (const o of sorted) {
    const uf = ((await openBuyer(deps, { sealed: o.sealed })).estado || NO_STATE).toUpperCase();
    const design = o.optionId ? (byDesign.get(o.optionId) ?? noVote) : noVote;
    for (const row of [design, stateRow(uf), total]) {
      row.checkouts += 1;
      row.paidOrders += o.paid ? 1 : 0;
    }
    if (o.voteId && !voteState.has(o.voteId)) voteState.set(o.voteId, { uf, member: o.member });
  }
  let placedVotes = 0;
  let placedMembers = 0;
  for (const { uf, member } of voteState.values()) {
    const row = stateRow(uf);
    row.votes += 1;
    row.members += member;
    placedVotes += 1;
    placedMembers += member;
  }
  const unknown = stateRow(NO_STATE);
  unknown.votes += total.votes - placedVotes;
  unknown.members += total.members - placedMembers;

  const states = [...byState.values()]
    .filter((r) => r.votes + r.checkouts > 0)
    .sort((a, b) => (a.key === NO_STATE ? 1 : b.key === NO_STATE ? -1 : b.votes - a.votes || a.key.localeCompare(b.key)));
  const designs = [...byDesign.values(), ...(noVote.checkouts > 0 ? [noVote] : [])];
  return { total, byDesign: designs, byState: states };
}
