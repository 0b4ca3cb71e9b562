import { describe, expect, it } from 'vitest';
import type { FeedPoll } from '../../worker/contracts/post-polls';
import { usageLevel } from '../../web/features/feed/usage-level';
import {
  applyPollVote,
  formatShare,
  formatVoters,
  formatVotes,
  isPollOpen,
  pollShares,
  pollTimeText,
} from '../../web/features/feed/poll-view';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const H = 3_600_000;

const poll = (over: Partial<FeedPoll> = {}): FeedPoll => ({
  id: 'poll1',
  question: 'Qual?',
  multipleChoice: false,
  expiresAt: at(3 * 24 * H),
  status: 'open',
  totalVotes: 3,
  showResults: true,
  options: [
    { id: 'a', text: 'A', votes: 2 },
    { id: 'b', text: 'B', votes: 1 },
    { id: 'c', text: 'C', votes: 0 },
  ],
  myVotes: [],
  isMine: false,
  ...over,
});

describe('pollTimeText', () => {
  it.each([
    [3 * 24 * H, 'Termina em 3 dias'],
    [24 * H, 'Termina em 1 dia'],
    [7 * 24 * H - 60_000, 'Termina em 7 dias'],
    [5 * H, 'Termina em 5 horas'],
    [H, 'Termina em 1 hora'],
    [12 * 60_000, 'Termina em 12 minutos'],
    [30_000, 'Termina em menos de 1 minuto'],
    [0, 'Esta enquete expirou'],
  ])('%i ms left → %s', (left, text) => {
    expect(pollTimeText(poll({ expiresAt: at(left) }), NOW)).toBe(text);
  });

  it('the server status wins; never expiring has its own text', () => {
    expect(pollTimeText(poll({ status: 'closed' }), NOW)).toBe('Esta enquete foi fechada');
    expect(pollTimeText(poll({ status: 'expired' }), NOW)).toBe('Esta enquete expirou');
    expect(pollTimeText(poll({ expiresAt: null }), NOW)).toBe('Sem prazo para terminar');
    expect(isPollOpen(poll({ expiresAt: null }), NOW)).toBe(true);
    expect(isPollOpen(poll({ expiresAt: at(-1) }), NOW)).toBe(false);
    expect(isPollOpen(poll({ status: 'closed' }), NOW)).toBe(false);
  });
});

describe('shares and the optimistic vote', () => {
  it('shares with one decimal, pt-BR', () => {
    expect(pollShares(poll()).map(formatShare)).toEqual(['66,7%', '33,3%', '0,0%']);
    expect(pollShares(poll({ totalVotes: 0, options: [{ id: 'a', text: 'A', votes: 0 }] }))).toEqual([0]);
    expect([formatVotes(1), formatVotes(1234)]).toEqual(['1 voto', '1.234 votos']);
    expect([formatVoters(1), formatVoters(1234)]).toEqual(['1 votante', '1.234 votantes']);
  });

  it('a vote adds one to each new option and one voter on the first vote; options already voted add nothing', () => {
    const first = applyPollVote(poll({ multipleChoice: true }), ['b', 'c']);
    expect(first).toMatchObject({ myVotes: ['b', 'c'], totalVotes: 4 });
    expect(first.options.map((o) => o.votes)).toEqual([2, 2, 1]);
    const voted = applyPollVote(poll({ multipleChoice: true, myVotes: ['a'] }), ['a', 'c', 'c']);
    expect(voted).toMatchObject({ showResults: true, myVotes: ['a', 'c'], totalVotes: 3 });
    expect(voted.options.map((o) => o.votes)).toEqual([2, 1, 1]);
    const hidden = applyPollVote(poll({ showResults: false, options: [{ id: 'a', text: 'A', votes: null }] }), ['a']);
    expect(hidden).toMatchObject({ showResults: true, totalVotes: 4, options: [{ id: 'a', votes: null }] });
  });
});

describe('usage bars: amber at 70 %, red at 90 %', () => {
  it.each([
    [6, 10, 60, 'ok', false],
    [7, 10, 70, 'warn', false],
    [8, 10, 80, 'warn', true],
    [9, 10, 90, 'danger', true],
    [12, 10, 100, 'danger', true],
    [34, 50, 68, 'ok', false],
    [35, 50, 70, 'warn', false],
  ] as const)('%i of %i → %i%% %s, hint %s', (used, limit, percent, tone, hint) => {
    expect(usageLevel(used, limit)).toEqual({ percent, tone, hint });
  });

  it('unlimited has no bar colour and no hint', () => {
    expect(usageLevel(500, null)).toEqual({ percent: 0, tone: 'ok', hint: false });
  });
});
