import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticWebRoutes } from '../../../worker/node/static-web';

/** A miniature web/dist as `npm run build` leaves it: prerendered pages, the shell, hashed assets and their compressed copies. */
const dist = mkdtempSync(join(tmpdir(), 'mito-static-'));
const put = (path: string, body: string, compress = false) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
  if (compress) {
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(Buffer.from(body)));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(Buffer.from(body)));
  }
};
put('index.html', '<p>landing</p>', true);
put('loja.html', '<p>loja prerenderizada</p>', true);
put('spa.html', '<p>shell</p>', true);
put('404.html', '<h1>Oops! Page not found</h1>', true);
put('spa-routes.json', JSON.stringify(['/', '/loja', '/checkout', '/feed', '/admin/painel-artista/', '/pedido/confirmacao/$orderCode']));
put('assets/index-abc123.js', 'console.log("app")'.repeat(50), true);
put('images/hero.webp', 'RIFF');
put('sw.js', 'self.x = 1;');

const app = staticWebRoutes(dist);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, encoding?: string) => app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('arquivos do site no servidor Node', () => {
  it('manda a cópia brotli ou gzip feita no build, com Vary, e a original a quem não aceita compressão', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('console.log("app")');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("app")');
  });

  it('serve o HTML pré-renderizado das páginas públicas e o shell para as outras rotas, sem cache longo', async () => {
    const loja = await get('/loja');
    expect(await loja.text()).toBe('<p>loja prerenderizada</p>');
    expect(loja.headers.get('cache-control')).toBe('no-cache');
    expect(await (await get('/')).text()).toBe('<p>landing</p>');
    for (const path of ['/checkout?order=ord_1', '/pedido/confirmacao/ABC', '/feed/', '/FEED', '/admin/painel-artista']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('<p>shell</p>');
    }
  });

  it('responde 404 com a página 404 a um endereço que o app não tem, sem cache longo', async () => {
    for (const path of ['/pagina-que-nao-existe', '/feed/extra', '/pedido/confirmacao', '/../../etc/passwd', '/loja.php', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe('<h1>Oops! Page not found</h1>');
    }
    // The compressed copy of the 404 page goes with the same status.
    const br = await get('/nao-existe', 'br');
    expect(br.status).toBe(404);
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('um arquivo de /assets/ que não existe é um 404 simples, nunca uma página com cache immutable', async () => {
    for (const path of ['/assets/missing.js', '/assets/index-abc124.css', '/assets/sem-extensao', '/assets/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
    }
  });

  it('o service worker é conferido a cada visita; imagens têm cache; arquivos que faltam dão 404', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/images/hero.webp')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/images/missing.webp')).status).toBe(404);
  });
});
