import { expect } from 'vitest';
import * as PATHS from '../../worker/contracts/paths';
import type { PollView } from '../../worker/contracts/poll';
import { formatVotes, TALLY_DATA_ID } from '../../worker/contracts/poll-labels';

/**
 * `/` as the running site serves it carries the public tally: each design's votes written into the
 * prerendered page, and the tally itself to hydrate from. Asked twice a few seconds apart at most,
 * so both answers come from the same edge copy unless a refresh lands between them: then once more.
 */
export async function expectLandingCarriesTally(siteUrl: string) {
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${siteUrl}/`)).text();
        const tally = (await (await fetch(`${siteUrl}${PATHS.pollTally}`)).json()) as PollView;
        const json = new RegExp(`<script type="application/json" id="${TALLY_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
        const page = json ? (JSON.parse(json) as PollView) : null;
        return {
          prerendered: html.includes('data-prerendered="/"'),
          figures: tally.options.every((o) => html.includes(`data-tally="votes:${o.id}">${formatVotes(o.votes)}</p>`)),
          sameTally: page?.generatedAt === tally.generatedAt,
        };
      },
      { timeout: 15_000, interval: 1_000 },
    )
    .toEqual({ prerendered: true, figures: true, sameTally: true });
}
