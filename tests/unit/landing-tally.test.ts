import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PollView } from '../../worker/contracts/poll';
import { POLL_INTRO, TALLY_DATA_ID } from '../../worker/contracts/poll-labels';
import { injectLandingTally, landingTallyEdits } from '../../worker/lib/landing-tally';

const NOW = new Date('2026-11-27T12:00:00Z');

const view = (over: Partial<PollView> = {}): PollView => ({
  id: 'poll_1',
  question: 'Qual vai ser a camiseta oficial do Mito?',
  closesAt: '2026-11-30T11:00:00Z',
  closed: false,
  totalVotes: 3123,
  options: [
    { id: 'opt_a', name: 'Mito Clássico', order: 1, imageUrl: '/images/designs/design1.webp', votes: 1, percent: 0 },
    { id: 'opt_b', name: 'Favela Venceu', order: 2, imageUrl: '/images/designs/design2.webp', votes: 3122, percent: 100 },
  ],
  generatedAt: NOW.toISOString(),
  ...over,
});

// The shape React prints for the poll section (web/features/poll): marked elements holding text only.
const PAGE = [
  '<html><body><div id="root" data-prerendered="/">',
  '<h2 id="enquete-titulo" class="x" data-tally="question">Velha pergunta</h2>',
  '<span data-tally="closing">Encerra em 7 dias</span>',
  '<p class="mt-3" data-tally="intro">Escolha seu design favorito.</p>',
  '<span class="rounded-full" data-tally="total">2.155 votos</span>',
  '<h3 id="design-opt_a" data-tally="name:opt_a">Mito Clássico</h3><p class="text-xs" data-tally="votes:opt_a">287 votos</p>',
  '<h3 id="design-opt_b" data-tally="name:opt_b">Favela Venceu</h3><p class="text-xs" data-tally="votes:opt_b">431<!-- --> votos</p>',
  '<h3 data-tally="name:opt_z">Sem voto</h3><p data-tally="votes:opt_z">9 votos</p>',
  '</div></body></html>',
].join('');

describe('the last tally written into the prerendered landing (Node: string replace)', () => {
  it('prints each figure as the page prints it, and keeps marks the tally does not name', () => {
    const html = injectLandingTally(PAGE, landingTallyEdits(view(), NOW));
    expect(html).toContain('<span data-tally="closing">Encerra em 3 dias</span>');
    expect(html).toContain('<span class="rounded-full" data-tally="total">3.123 votos</span>');
    expect(html).toContain('<p class="text-xs" data-tally="votes:opt_a">1 voto</p>');
    expect(html).toContain('<p class="text-xs" data-tally="votes:opt_b">3.122 votos</p>');
    expect(html).toContain('data-tally="question">Qual vai ser a camiseta oficial do Mito?</h2>');
    expect(html).toContain('<h3 data-tally="name:opt_z">Sem voto</h3><p data-tally="votes:opt_z">9 votos</p>');
  });

  it('after the close, says so: the closing label and the line under the title', () => {
    const html = injectLandingTally(PAGE, landingTallyEdits(view({ closesAt: '2026-11-27T11:59:00Z' }), NOW));
    expect(html).toContain('<span data-tally="closing">Votação encerrada</span>');
    expect(html).toContain(`<p class="mt-3" data-tally="intro">${POLL_INTRO.closed}</p>`);
    const open = injectLandingTally(PAGE, landingTallyEdits(view(), NOW));
    expect(open).toContain(`<p class="mt-3" data-tally="intro">${POLL_INTRO.open}</p>`);
  });

  it('adds the tally as JSON at the end of <body>, which reads back as the same tally', () => {
    const html = injectLandingTally(PAGE, landingTallyEdits(view(), NOW));
    const m = new RegExp(`<script type="application/json" id="${TALLY_DATA_ID}">(.*?)</script></body>`).exec(html);
    expect(m).not.toBeNull();
    expect(JSON.parse(m![1]!)).toEqual(view());
  });

  it('writes names and the question as text: markup in them never becomes an element', () => {
    const evil = '<img src=x onerror=alert(1)></h3><script>alert(2)</script> & "aspas"';
    const tally = view({ question: evil, options: [{ ...view().options[0]!, name: evil }, view().options[1]!] });
    const html = injectLandingTally(PAGE, landingTallyEdits(tally, NOW));
    const escaped = '&lt;img src=x onerror=alert(1)&gt;&lt;/h3&gt;&lt;script&gt;alert(2)&lt;/script&gt; &amp; "aspas"';
    expect(html).toContain(`data-tally="name:opt_a">${escaped}</h3>`);
    expect(html).toContain(`data-tally="question">${escaped}</h2>`);
    expect(html).not.toContain('<img src=x');
    // In the JSON, no '<' is left to close the element early; it still reads back as the name.
    const json = new RegExp(`id="${TALLY_DATA_ID}">(.*?)</script></body>`).exec(html)![1]!;
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as PollView).options[0]!.name).toBe(evil);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  const BUILT = new URL('../../web/dist/index.html', import.meta.url);
  it.skipIf(!existsSync(BUILT))('finds every mark the built landing has (web/dist, after `npm run build`)', () => {
    const built = readFileSync(BUILT, 'utf8');
    const edits = landingTallyEdits(
      view({
        options: ['design1', 'design2', 'design3', 'design4', 'design5'].map((d, i) => ({
          id: `opt_${d}`,
          name: `Nome ${i}`,
          order: i + 1,
          imageUrl: `/images/designs/${d}.webp`,
          votes: 1000 + i,
          percent: 20,
        })),
      }),
      NOW,
    );
    const html = injectLandingTally(built, edits);
    for (const text of edits.texts.values()) expect(html).toContain(`>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}<`);
  });
});
