import type { Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientChunks, privateModules, routeChunks } from '../../scripts/route-chunks';

/**
 * The client build's chunk graph (built in memory, the real vite.config.ts): what each route
 * loads before it renders must not carry another area's code. A structural check, no timing.
 */
let chunks: Rolldown.OutputChunk[];
beforeAll(async () => {
  chunks = await buildClientChunks();
}, 120_000);

const modulesOf = (route: string) => routeChunks(chunks, route).flatMap((c) => Object.keys(c.modules));

describe('chunks each route loads', () => {
  it.each(['/', '/loja', '/galeria', '/minha-historia', '/pricing', '/meu-cupom', '/privacidade', '/regras'])(
    'public page %s carries no feed, messages, artist panel or Ably code',
    (route) => {
      expect(privateModules(routeChunks(chunks, route))).toEqual([]);
    },
  );

  it('the entry every page loads carries no route’s data layer (tRPC, react-query, zod, drizzle, forms)', () => {
    const entry = chunks.find((c) => c.isEntry)!;
    const heavy = Object.keys(entry.modules).filter((id) =>
      /node_modules\/(@trpc|@tanstack\/(react-)?query|zod|drizzle-orm|react-hook-form|sonner|ably)\//.test(id),
    );
    expect(heavy).toEqual([]);
  });

  it('the landing keeps its below-the-fold sections and the club offer out of its first chunks', () => {
    const ids = modulesOf('/');
    expect(ids.some((id) => id.endsWith('web/features/poll/poll-section.tsx'))).toBe(true);
    expect(ids.filter((id) => /web\/features\/(landing\/(hero|history|release|stats)-section|club-offer\/)/.test(id))).toEqual([]);
  });

  it('the community and the panel load only their own area', () => {
    const area = (route: string) => privateModules(routeChunks(chunks, route)).map((hit) => hit.split(':')[0]);
    // The member pages use the live layer (notifications, messages): its small client, not the Ably SDK (next test).
    expect(new Set(area('/feed'))).toEqual(new Set(['feed', 'realtime / Ably']));
    expect(new Set(area('/messages'))).toEqual(new Set(['messages', 'realtime / Ably']));
    expect(new Set(area('/admin/painel-artista/dashboard'))).toEqual(new Set(['artist panel']));
  });

  it('Ably is never in what a route loads up front (its client is fetched when a live channel opens)', () => {
    for (const route of ['/', '/feed', '/messages', '/admin/painel-artista/dashboard'])
      expect(modulesOf(route).filter((id) => id.includes('/node_modules/ably/'))).toEqual([]);
  });
});
