import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../worker/adapters/clock/port';
import { memoryCache } from '../../../worker/adapters/limits/memory';
import { PostalLookupError, viaCepLookup } from '../../../worker/adapters/postal-code/viacep';

/** Answers like ViaCEP: a known CEP, `{"erro": true}`, 400 for a malformed one, a 500, and one that never answers. */
let server: Server;
let baseUrl: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url!);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    switch (req.url) {
      case '/ws/01001000/json/':
        return json(200, {
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        });
      case '/ws/99999999/json/':
        return json(200, { erro: true });
      case '/ws/88888888/json/':
        return json(200, { erro: 'true' });
      case '/ws/12345678/json/':
        return res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>');
      case '/ws/50050050/json/':
        return json(500, { message: 'down' });
      case '/ws/70070070/json/':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>limite</html>');
      case '/ws/30030030/json/':
        return; // never answered: the adapter's own timeout has to give up
      default:
        return json(404, {});
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const lookup = () => viaCepLookup({ baseUrl, cache: memoryCache(manualClock()), timeoutMs: 300 });

describe('ViaCEP adapter against a local stand-in', () => {
  it('a valid CEP maps localidade/uf to cidade/estado, and is cached', async () => {
    const l = lookup();
    const expected = {
      status: 'found',
      address: { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' },
    };
    expect(await l.lookup('01001000')).toEqual(expected);
    const before = hits.length;
    expect(await l.lookup('01001000')).toEqual(expected);
    expect(hits.length).toBe(before);
  });

  it('{"erro": true} (boolean or string) is not found', async () => {
    expect(await lookup().lookup('99999999')).toEqual({ status: 'not_found' });
    expect(await lookup().lookup('88888888')).toEqual({ status: 'not_found' });
  });

  it('400 is not found; a malformed CEP never leaves the server', async () => {
    expect(await lookup().lookup('12345678')).toEqual({ status: 'not_found' });
    const before = hits.length;
    expect(await lookup().lookup('1234')).toEqual({ status: 'not_found' });
    expect(hits.length).toBe(before);
  });

  it('a server error, a non-JSON answer or a timeout throws PostalLookupError (and is not cached)', async () => {
    const l = lookup();
    await expect(l.lookup('50050050')).rejects.toBeInstanceOf(PostalLookupError);
    await expect(l.lookup('70070070')).rejects.toBeInstanceOf(PostalLookupError);
    const started = Date.now();
    await expect(l.lookup('30030030')).rejects.toBeInstanceOf(PostalLookupError);
    expect(Date.now() - started).toBeLessThan(1450);
    const before = hits.length;
    await expect(l.lookup('50050050')).rejects.toBeInstanceOf(PostalLookupError);
    expect(hits.length).toBe(before + 1);
  });

  it('an unreachable service throws PostalLookupError', async () => {
    const l = viaCepLookup({ baseUrl: 'http://127.0.0.1:9', cache: memoryCache(manualClock()), timeoutMs: 300 });
    await expect(l.lookup('01001000')).rejects.toBeInstanceOf(PostalLookupError);
  });
});
