import type { FeedPoll } from '../../../worker/contracts/post-polls';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The poll's footer: closed and expired have fixed texts ('Esta enquete foi fechada', 'Enquete expirada'); an open poll says when it ends.
 * The server's status wins; the local clock only turns an open poll into an expired one when its
 * time has passed while the page stayed open.
 */
export function pollTimeText(poll: Pick<FeedPoll, 'status' | 'expiresAt'>, now = Date.now()): string {
  if (poll.status === 'closed') return 'Esta enquete foi fechada';
  const left = poll.expiresAt ? Date.parse(poll.expiresAt) - now : null;
  if (poll.status === 'expired' || (left !== null && left <= 0)) return 'Esta enquete expirou';
  if (left === null) return 'Sem prazo para terminar';
  if (left >= DAY) return `Termina em ${plural(Math.round(left / DAY), 'dia', 'dias')}`;
  if (left >= HOUR) return `Termina em ${plural(Math.round(left / HOUR), 'hora', 'horas')}`;
  if (left >= MINUTE) return `Termina em ${plural(Math.round(left / MINUTE), 'minuto', 'minutos')}`;
  return 'Termina em menos de 1 minuto';
}

export const isPollOpen = (poll: Pick<FeedPoll, 'status' | 'expiresAt'>, now = Date.now()) =>
  poll.status === 'open' && (!poll.expiresAt || Date.parse(poll.expiresAt) > now);

/** Each option's share of the voters with one decimal (0 when nobody voted); in multiple choice the shares may add up past 100 %. */
export function pollShares(poll: Pick<FeedPoll, 'options' | 'totalVotes'>): number[] {
  return poll.options.map((o) => (poll.totalVotes > 0 && o.votes ? Math.round((o.votes * 1000) / poll.totalVotes) / 10 : 0));
}

/** 33.3 → "33,3%". */
export const formatShare = (p: number) => `${p.toFixed(1).replace('.', ',')}%`;

export const formatVotes = (n: number) => plural(n, 'voto', 'votos').replace(/^\d+/, n.toLocaleString('pt-BR'));

/** The poll's total: people, not options ('1 votante', '1.234 votantes'). */
export const formatVoters = (n: number) => plural(n, 'votante', 'votantes').replace(/^\d+/, n.toLocaleString('pt-BR'));

/**
 * What the server will answer to a vote, drawn before it answers: the chosen options gain one
 * each (options already voted do not), the voters one on the member's first vote, and results show. Hidden counts (null) stay unknown
 * until the server's answer replaces them.
 */
export function applyPollVote(poll: FeedPoll, optionIds: string[]): FeedPoll {
  const fresh = [...new Set(optionIds)].filter((id) => !poll.myVotes.includes(id));
  return {
    ...poll,
    showResults: true,
    myVotes: [...poll.myVotes, ...fresh],
    totalVotes: poll.totalVotes + (poll.myVotes.length === 0 && fresh.length > 0 ? 1 : 0),
    options: poll.options.map((o) => (fresh.includes(o.id) && o.votes !== null ? { ...o, votes: o.votes + 1 } : o)),
  };
}
