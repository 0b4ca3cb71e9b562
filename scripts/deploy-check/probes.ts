/**
 * What `npm run deploy:check` asks the production environment under `wrangler dev`: the Worker
 * starts with production settings (liveness), reaches its database with its token (readiness), and
 * the asset layer and the Worker together answer pages, app routes, unknown paths and missing
 * build files the way they will on Cloudflare.
 */
export interface ProbeResult {
  name: string;
  ok: boolean;
  detail: string;
}

interface Probe {
  name: string;
  path: string;
  check: (res: Response, body: string) => string | null;
}

const status = (want: number) => (res: Response) => (res.status === want ? null : `status ${res.status}, expected ${want}`);
const html = (res: Response) =>
  (res.headers.get('content-type') ?? '').includes('text/html') ? null : `content-type ${res.headers.get('content-type')}, expected HTML`;

const PROBES: Probe[] = [
  {
    name: 'liveness: the Worker starts with production settings',
    path: '/health',
    check: (res, body) => status(200)(res) ?? (body.includes('"live"') ? null : `body ${body.slice(0, 120)}`),
  },
  {
    name: 'readiness: the database (Turso stand-in) takes a read and a committed write',
    path: '/health/ready',
    check: (res, body) => status(200)(res) ?? (body.includes('"ready"') ? null : `body ${body.slice(0, 120)}`),
  },
  {
    name: 'a prerendered page comes from the asset layer',
    path: '/loja',
    check: (res, body) => status(200)(res) ?? html(res) ?? (body.includes('data-prerendered="/loja"') ? null : 'not the prerendered /loja'),
  },
  {
    name: "an app route gets the app's shell",
    path: '/feed',
    check: (res, body) => status(200)(res) ?? html(res) ?? (body.includes('<div id="root"') ? null : 'no app root in the page'),
  },
  {
    name: 'an unknown path gets the 404 page with status 404',
    path: '/pagina-que-nao-existe',
    check: (res, body) => status(404)(res) ?? html(res) ?? (body.includes('Oops! Page not found') ? null : 'not the 404 page'),
  },
  {
    name: 'a missing build file is a plain 404, never a page under immutable',
    path: '/assets/nao-existe-0000.js',
    check: (res, body) => {
      const cache = res.headers.get('cache-control') ?? '';
      return (
        status(404)(res) ??
        (cache.includes('immutable') ? `cache-control ${cache}` : null) ??
        (body.includes('<html') ? 'answered with a page' : null)
      );
    },
  },
];

export async function runProbes(url: string): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const p of PROBES) {
    try {
      const res = await fetch(`${url}${p.path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      const problem = p.check(res, await res.text());
      results.push({ name: `GET ${p.path} — ${p.name}`, ok: problem === null, detail: problem ?? `${res.status}` });
    } catch (e) {
      results.push({ name: `GET ${p.path} — ${p.name}`, ok: false, detail: e instanceof Error ? e.message : String(e) });
    }
  }
  return results;
}
