import { useEffect, useSyncExternalStore } from 'react';
import * as PATHS from '../../../worker/contracts/paths';
import type { PollView } from '../../../worker/contracts/poll';
import { TALLY_DATA_ID } from '../../../worker/contracts/poll-labels';
import { fetchWithTimeout } from '../../lib/fetch-timeout';
import { rememberPollPhase } from '../../lib/poll-phase';
import type { ErrorText } from '../../../worker/contracts/errors';

const POLL_MISSING: ErrorText<'POLL_NOT_FOUND'> = 'Enquete não encontrada';

/**
 * The tally, kept in a tiny module store (no react-query on the landing):
 * fresh for 5 s, refetched every 30 s while shown, one retry after 1 s.
 *
 * Two rules keep the numbers honest while the edge serves copies a few
 * seconds old (worker/http/poll-tally.ts):
 * - never older: a tally generated before the one shown (another edge copy,
 *   a slower answer) is ignored, in this tab and across reloads;
 * - the fan's own vote shows at once: each vote or change is kept (in
 *   localStorage, so a reload keeps it) and added to every tally generated
 *   before the server counted it (`countedAt`), until one generated after it
 *   arrives. Counting by time, not by "counts only go up", keeps other fans'
 *   changes of vote (a count going down) right.
 */
interface TallyState {
  data: PollView | undefined;
  /** Why the last refresh failed: the server said there is no poll, or it could not be reached. */
  error: TallyFailure | null;
  fetching: boolean;
  updatedAt: number;
}

/** One vote or change of this browser: +1 on `to`, −1 on `from`, until a tally generated at or after `countedAt`. */
interface OwnMove {
  from: string | null;
  to: string;
  countedAt: string;
}

const LAST_KEY = 'mito_tally_seen';
const OWN_KEY = 'mito_own_votes';
/** After the edge's fresh window (2 s) and its background refresh. */
const CATCH_UP_MS = 3_000;

type TallyFailure = 'not-found' | 'unreachable';

class PollMissing extends Error {}

const EMPTY: TallyState = { data: undefined, error: null, fetching: false, updatedAt: 0 };
let server: PollView | undefined;
let state: TallyState = EMPTY;
let fromStorage = false;
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;
let catchUp: ReturnType<typeof setTimeout> | undefined;

function set(patch: Partial<TallyState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => state;

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage (private mode): the rules hold for this page's life only.
  }
}

const at = (iso: string) => new Date(iso).getTime();
let ownMoves: OwnMove[] = read<OwnMove[]>(OWN_KEY) ?? [];

/**
 * The last tally this browser saw, shown until a fresh one arrives: offline, the cached landing
 * still has the designs and their numbers. Read on first use (never during the prerender).
 */
function seedFromStorage() {
  if (fromStorage || state.data) return;
  fromStorage = true;
  const seen = embedded ? newest(embedded) : read<PollView>(LAST_KEY);
  if (seen?.options?.length) {
    server = seen;
    if (seen === embedded) write(LAST_KEY, seen);
    state = { ...state, data: withOwnMoves(seen) };
  }
}

/** Plain GET (not tRPC) so the edge can serve it to thousands of fans at once; `no-cache`: the browser never answers from its own copy. */
async function fetchTally(): Promise<PollView> {
  const res = await fetchWithTimeout(PATHS.pollTally, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (res.status === 404) throw new PollMissing(POLL_MISSING);
  if (!res.ok) throw new Error('tally unavailable');
  return (await res.json()) as PollView;
}

/** The newest tally seen for this poll: the one shown unless an older one arrives. */
function newest(incoming: PollView): PollView {
  const seen = server ?? read<PollView>(LAST_KEY);
  if (seen && seen.id === incoming.id && at(seen.generatedAt) > at(incoming.generatedAt)) return seen;
  return incoming;
}

/** The server's tally with this browser's own moves that it does not count yet. */
function withOwnMoves(view: PollView): PollView {
  const generated = at(view.generatedAt);
  const pending = ownMoves.filter((m) => at(m.countedAt) > generated);
  if (pending.length !== ownMoves.length) {
    ownMoves = pending;
    write(OWN_KEY, pending.length ? pending : undefined);
  }
  if (pending.length === 0) return view;
  const votes = view.options.map((o) => o.votes + pending.reduce((n, m) => n + (m.to === o.id ? 1 : 0) - (m.from === o.id ? 1 : 0), 0));
  const pct = shares(votes);
  return {
    ...view,
    totalVotes: votes.reduce((a, b) => a + b, 0),
    options: view.options.map((o, i) => ({ ...o, votes: votes[i]!, percent: pct[i]! })),
  };
}

function show(view: PollView, patch: Partial<TallyState> = {}) {
  server = view;
  write(LAST_KEY, view);
  rememberPollPhase(view);
  set({ ...patch, data: withOwnMoves(view) });
  // A move the tally does not count yet: ask again once the edge has had time to refresh.
  clearTimeout(catchUp);
  if (ownMoves.length > 0) {
    catchUp = setTimeout(() => {
      if (listeners.size > 0) void refetch();
    }, CATCH_UP_MS);
  }
}

function refetch(): Promise<void> {
  if (inflight) return inflight;
  set({ fetching: true });
  inflight = (async () => {
    try {
      const data = await fetchTally().catch(async () => {
        await new Promise((r) => setTimeout(r, 1_000));
        return fetchTally();
      });
      show(newest(data), { error: null, fetching: false, updatedAt: Date.now() });
    } catch (e) {
      // Only the server's "no poll" takes the poll off the screen. A refresh that could not get
      // through (offline, a proxy's error page, a timeout) keeps the last good tally and
      // everything on it: the open vote form, the coupon, "Seu Voto".
      if (e instanceof PollMissing) {
        server = undefined;
        write(LAST_KEY, undefined);
        set({ data: undefined, error: 'not-found', fetching: false });
      } else set({ error: 'unreachable', fetching: false });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

const subscribeSeeded = (l: () => void) => {
  const unsubscribe = subscribe(l);
  if (!fromStorage) {
    seedFromStorage();
    l();
  }
  return unsubscribe;
};
/**
 * The tally the page arrived with: the server writes its last one into the prerendered `/`
 * (worker/lib/landing-tally.ts). The page hydrates from it exactly as the server wrote it; the
 * stored tally and this browser's own moves come right after. Other pages have none.
 */
function readEmbedded(): PollView | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    const view = JSON.parse(document.getElementById(TALLY_DATA_ID)?.textContent ?? 'null') as PollView | null;
    return view?.options?.length ? view : undefined;
  } catch {
    return undefined;
  }
}
let embedded = readEmbedded();
let hydrating: TallyState = embedded ? { ...EMPTY, data: embedded } : EMPTY;
const serverSnapshot = () => hydrating;

/** Build time only (web/prerender-entry.tsx): the tally the prerendered `/` is drawn with. */
export function primeTally(view: PollView) {
  embedded = view;
  hydrating = { ...EMPTY, data: view };
}

export function usePollTally() {
  const s = useSyncExternalStore(subscribeSeeded, snapshot, serverSnapshot);
  useEffect(() => {
    if (Date.now() - state.updatedAt > 5_000) void refetch();
    const id = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refetch();
    }, 30_000);
    // Back online: ask at once instead of waiting for the next round.
    const online = () => void refetch();
    window.addEventListener('online', online);
    return () => {
      clearInterval(id);
      window.removeEventListener('online', online);
    };
  }, []);
  return { data: s.data, error: s.error, isFetching: s.fetching, refetch };
}

/** Shares with one decimal adding up to 100 (largest remainder, as the server does). */
function shares(votes: number[]): number[] {
  const total = votes.reduce((a, b) => a + b, 0);
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((v) => (v * 1000) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0, left = 1000 - out.reduce((a, b) => a + b, 0); k < left; k++) out[order[k]![1]]! += 1;
  return out.map((t) => t / 10);
}

/** Shows the fan's own vote (`from` null) or change of vote at once, until a tally generated after `countedAt` counts it. */
export function moveVoteInTally(from: string | null, to: string, countedAt: string) {
  ownMoves = [...ownMoves, { from, to, countedAt }];
  write(OWN_KEY, ownMoves);
  if (server) show(server);
}
