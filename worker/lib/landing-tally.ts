import type { PollView } from '../contracts/poll';
import { closingLabel, formatVotes, isClosed, POLL_INTRO, TALLY_DATA_ID, TALLY_MARK, tallyMarks } from '../contracts/poll-labels';

/**
 * What the server writes into the prerendered `/` so it shows the last tally without JavaScript:
 * the text of each marked element (`data-tally="…"`, web/features/poll), printed as the page's
 * own code prints it, and the tally itself as JSON for the page to hydrate from (so React takes
 * the page over without changing it). Applied by a string replace on Node
 * (`injectLandingTally`) and by HTMLRewriter on Workers (worker/cloudflare/landing-page.ts).
 */
export interface LandingTallyEdits {
  /** Plain text (never markup) for each mark. */
  texts: ReadonlyMap<string, string>;
  /** A `<script type="application/json">` element to add at the end of <body>. */
  data: string;
}

export function landingTallyEdits(view: PollView, now: Date): LandingTallyEdits {
  const texts = new Map<string, string>([
    [tallyMarks.question, view.question],
    [tallyMarks.closing, closingLabel(view.closesAt, now.getTime())],
    [tallyMarks.intro, isClosed(view, now.getTime()) ? POLL_INTRO.closed : POLL_INTRO.open],
    [tallyMarks.total, formatVotes(view.totalVotes)],
  ]);
  for (const o of view.options) {
    texts.set(tallyMarks.name(o.id), o.name);
    texts.set(tallyMarks.votes(o.id), formatVotes(o.votes));
  }
  // Data, not script (the CSP's script-src does not apply). '<' escaped so no text can close the element.
  const json = JSON.stringify(view).replaceAll('<', '\\u003c');
  return { texts, data: `<script type="application/json" id="${TALLY_DATA_ID}">${json}</script>` };
}

const escapeText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const decodeAttr = (s: string) =>
  s.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

// A marked element holds only text (React prints it, as one run or split by comments): all up to its closing tag is replaced.
const MARKED = new RegExp(`(<([a-z0-9]+)\\b[^>]*\\s${TALLY_MARK}="([^"]*)"[^>]*>)[^<]*(?:<!--[^>]*-->[^<]*)*(</\\2>)`, 'gi');

/** Node: the edits on the page's HTML as a string. Marks with no text in the edits keep theirs. */
export function injectLandingTally(html: string, edits: LandingTallyEdits): string {
  const marked = html.replace(MARKED, (whole, open: string, _tag: string, mark: string, close: string) => {
    const text = edits.texts.get(decodeAttr(mark));
    return text === undefined ? whole : `${open}${escapeText(text)}${close}`;
  });
  const end = marked.lastIndexOf('</body>');
  return end < 0 ? marked : `${marked.slice(0, end)}${edits.data}${marked.slice(end)}`;
}
