import type { Cache } from '../limits/port';
import type { PostalCodeLookup, PostalLookupResult } from './port';

interface ViaCepBody {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/** The buyer waits on this while typing the address; past it the form says 'Erro ao buscar CEP' and can be filled by hand. */
const VIACEP_TIMEOUT_MS = 2500;

export class PostalLookupError extends Error {
  override name = 'PostalLookupError';
}

/** ViaCEP `GET /ws/{cep}/json/` with a timeout; answers (found or not) are cached for a day. */
export function viaCepLookup(opts: { baseUrl: string; cache: Cache; timeoutMs?: number; fetch?: typeof fetch }): PostalCodeLookup {
  const doFetch = opts.fetch ?? fetch;
  return {
    async lookup(cep) {
      if (!/^\d{8}$/.test(cep)) return { status: 'not_found' };
      const key = `cep:${cep}`;
      const cached = await opts.cache.get<PostalLookupResult>(key);
      if (cached) return cached;
      let body: ViaCepBody;
      try {
        const res = await doFetch(new URL(`/ws/${cep}/json/`, opts.baseUrl), {
          signal: AbortSignal.timeout(opts.timeoutMs ?? VIACEP_TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
        if (res.status === 400) return { status: 'not_found' };
        if (!res.ok) throw new PostalLookupError(`status ${res.status}`);
        body = (await res.json()) as ViaCepBody;
      } catch (e) {
        throw e instanceof PostalLookupError ? e : new PostalLookupError(e instanceof Error ? e.name : 'fetch failed');
      }
      const result: PostalLookupResult =
        body.erro === true || body.erro === 'true'
          ? { status: 'not_found' }
          : {
              status: 'found',
              address: {
                cep,
                logradouro: body.logradouro ?? '',
                bairro: body.bairro ?? '',
                cidade: body.localidade ?? '',
                estado: (body.uf ?? '').toUpperCase(),
              },
            };
      await opts.cache.set(key, result, 86_400);
      return result;
    },
  };
}
