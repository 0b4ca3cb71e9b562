/*
 * The poll's figures as people read them. Shared by the landing (web/features/poll) and the
 * server, which writes the last tally into the prerendered `/` (worker/lib/landing-tally.ts):
 * both must print the same text, or the page would change when React takes it over.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 'Encerra em 7 dias' at launch; hours on the last day; 'Votação encerrada' after. */
export function closingLabel(closesAt: string, now = Date.now()): string {
  const left = new Date(closesAt).getTime() - now;
  if (left <= 0) return 'Votação encerrada';
  if (left > DAY) return `Encerra em ${Math.ceil(left / DAY)} dias`;
  const hours = Math.ceil(left / HOUR);
  return hours <= 1 ? 'Encerra em menos de 1 hora' : `Encerra em ${hours} horas`;
}

export const isClosed = (poll: { closed: boolean; closesAt: string }, now = Date.now()) =>
  poll.closed || new Date(poll.closesAt).getTime() <= now;

const INT = new Intl.NumberFormat('pt-BR');
export const formatVotes = (n: number) => `${INT.format(n)} ${n === 1 ? 'voto' : 'votos'}`;
export const formatShare = (p: number) => `${p.toFixed(1).replace('.', ',')}%`;

/** The line under the poll's title for a visitor who has not voted here (the one the prerendered `/` shows). */
export const POLL_INTRO = {
  open: 'Escolha seu design favorito. Cada voto ganha um cupom para o sorteio de 10 camisetas oficiais.',
  closed: 'A votação terminou. Confira o resultado.',
} as const;

/**
 * Marks on the landing's poll section (`data-tally="…"`) whose text the server replaces with the
 * last tally's, and the id of the JSON copy of that tally the page hydrates from.
 */
export const TALLY_MARK = 'data-tally';
export const TALLY_DATA_ID = 'enquete-dados';
export const tallyMarks = {
  question: 'question',
  closing: 'closing',
  intro: 'intro',
  total: 'total',
  name: (optionId: string) => `name:${optionId}`,
  votes: (optionId: string) => `votes:${optionId}`,
} as const;
