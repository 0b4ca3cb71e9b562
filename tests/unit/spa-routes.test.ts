import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatternsFromTree } from '../../scripts/spa-routes';
import { parseSpaRoutes, spaRouteMatcher } from '../../worker/lib/spa-routes';

const tree = readFileSync(new URL('../../web/routeTree.gen.ts', import.meta.url), 'utf8');

describe('the route table the build hands the servers', () => {
  it('lists every page route of web/routes as the router writes it', () => {
    const patterns = routePatternsFromTree(tree);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/loja', '/feed', '/messages', '/checkout', '/admin/painel-artista/', '/pedido/confirmacao/$orderCode']),
    );
    // One per route file, layouts (__root, _member) aside.
    const files = readdirSync(new URL('../../web/routes', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.tsx'),
    );
    expect(patterns).toHaveLength(files.filter((f) => !/(^|\/)_[^/]*\.tsx$/.test(f) && !f.startsWith('__')).length);
    expect(patterns.some((p) => p.includes('_member'))).toBe(false);
  });

  it('refuses a tree it cannot read, and route syntax the server would match wrongly', () => {
    expect(() => routePatternsFromTree('export const x = 1')).toThrow(/FileRoutesByFullPath/);
    expect(() => routePatternsFromTree("export interface FileRoutesByFullPath {\n  '/a/{-$x}': typeof A\n  '/': typeof I\n}")).toThrow(
      /does not read/,
    );
    expect(() => parseSpaRoutes({ routes: [] })).toThrow(/array/);
    expect(() => parseSpaRoutes([])).toThrow(/array/);
    expect(() => parseSpaRoutes(['feed'])).toThrow(/start with/);
  });
});

describe('spaRouteMatcher', () => {
  const isRoute = spaRouteMatcher(['/', '/feed', '/admin/painel-artista/', '/pedido/confirmacao/$orderCode', '/arquivos/$']);

  it('matches literal routes ignoring case and a trailing slash, as the router does', () => {
    for (const p of ['/', '/feed', '/feed/', '/FEED', '/admin/painel-artista', '/admin/painel-artista/', '//feed'])
      expect(isRoute(p), p).toBe(true);
  });

  it('matches a $param as exactly one segment and $ as the rest', () => {
    expect(isRoute('/pedido/confirmacao/MITO-123')).toBe(true);
    expect(isRoute('/pedido/confirmacao/MITO%20123')).toBe(true);
    expect(isRoute('/pedido/confirmacao')).toBe(false);
    expect(isRoute('/pedido/confirmacao/a/b')).toBe(false);
    expect(isRoute('/arquivos')).toBe(true);
    expect(isRoute('/arquivos/a/b/c')).toBe(true);
  });

  it('does not match anything else', () => {
    for (const p of ['/feeds', '/feed/extra', '/admin', '/admin/painel-artista/x', '/loja.php', '/%E0%A4%A', '/fe%65d/x'])
      expect(isRoute(p), p).toBe(false);
    // Escapes are read as the browser's router reads them.
    expect(isRoute('/fe%65d')).toBe(true);
  });
});
