import { desc, eq, sql } from 'drizzle-orm';
import { artistContactTracking, pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

export interface DashboardStats {
  totalVotes: number;
  notContacted: number;
  contacted: number;
  participatedLive: number;
}

/** get_dashboard_stats: "contacted" is any status but Não Contatado (a live counts as contact too). */
export async function getDashboardStats(deps: Pick<AppDeps, 'db'>): Promise<DashboardStats> {
  const [row] = await deps.db.all<{ total: number; contacted: number; live: number }>(sql`
    SELECT (SELECT count(*) FROM ${tshirtPollVotes}) AS total,
      (SELECT count(*) FROM ${artistContactTracking} WHERE contact_status <> 'not_contacted') AS contacted,
      (SELECT count(*) FROM ${artistContactTracking} WHERE contact_status = 'did_live') AS live`);
  const total = row?.total ?? 0;
  const contacted = row?.contacted ?? 0;
  return { totalVotes: total, notContacted: total - contacted, contacted, participatedLive: row?.live ?? 0 };
}

export interface DesignVotes {
  optionId: string;
  designName: string;
  voteCount: number;
}

/** get_tshirt_vote_distribution: the votes cast on this site per design of the newest poll, in design order. */
export async function getVoteDistribution(deps: Pick<AppDeps, 'db'>): Promise<DesignVotes[]> {
  const [poll] = await deps.db.select({ id: polls.id }).from(polls).orderBy(desc(polls.createdAt)).limit(1);
  if (!poll) return [];
  return deps.db
    .select({ optionId: pollOptions.id, designName: pollOptions.optionText, voteCount: pollOptions.voteCount })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, poll.id))
    .orderBy(pollOptions.optionOrder);
}
