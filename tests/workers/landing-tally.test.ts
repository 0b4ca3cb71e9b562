import { env, exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollOptions } from '../../db/schema';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import * as PATHS from '../../worker/contracts/paths';
import type { PollView } from '../../worker/contracts/poll';
import { formatVotes, TALLY_DATA_ID } from '../../worker/contracts/poll-labels';
import { silentLogger } from '../../worker/lib/logger';
import { validCpf } from '../factories/voters';

// `/` through the real worker bundle in workerd (wrangler.toml: run_worker_first sends it to the
// Worker): the prerendered landing from the asset binding, the last tally written in by HTMLRewriter.
const get = (url: string) => exports.default.fetch(new Request(url));
const embedded = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${TALLY_DATA_ID}">(.*?)</script>`).exec(html)![1]!) as PollView;

describe('the landing on Workers carries the last tally', () => {
  it('each design’s votes and the total are the edge tally’s, with the tally itself to hydrate from', async () => {
    const origin = 'https://mito.example';
    const vote = await exports.default.fetch(
      new Request(`${origin}/trpc/poll.vote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          name: 'Fã Sem Script',
          cpf: validCpf(320_000_001),
          whatsapp: '11987654321',
          email: 'semscript@exemplo.com',
          contactConsent: true,
          optionId: 'opt_design2',
        }),
      }),
    );
    expect(vote.status).toBe(200);
    const tally = (await (await get(`${origin}${PATHS.pollTally}`)).json()) as PollView;
    // The build drew the launch figures (431 for this design); the page has the vote on top.
    expect(tally.options.find((o) => o.id === 'opt_design2')!.votes).toBe(432);

    const res = await get(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain(`data-tally="total">${formatVotes(tally.totalVotes)}</span>`);
    for (const o of tally.options) {
      expect(html).toContain(`data-tally="name:${o.id}">${o.name}</h3>`);
      expect(html).toContain(`data-tally="votes:${o.id}">${formatVotes(o.votes)}</p>`);
      expect(html).toContain(`src="${o.imageUrl}"`);
    }
    // The same copy of the tally the public endpoint served: no read of its own.
    expect(embedded(html)).toEqual(tally);
  });

  it('a design’s name is written as text: markup in it never becomes an element', async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const evil = '<img src=x onerror=alert(1)>Bonde & </h3><script>alert(2)</script>';
    await deps.db.update(pollOptions).set({ optionText: evil }).where(eq(pollOptions.id, 'opt_design3'));
    // Another address: its own edge copy, read after the change.
    const html = await (await get('https://outra.mito.example/')).text();
    expect(html).toContain(
      'data-tally="name:opt_design3">&lt;img src=x onerror=alert(1)&gt;Bonde &amp; &lt;/h3&gt;&lt;script&gt;alert(2)&lt;/script&gt;</h3>',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(embedded(html).options.find((o) => o.id === 'opt_design3')!.name).toBe(evil);
  });
});
