/**
 * The public origin a build bakes into canonical, Open Graph, sitemap and robots URLs.
 *
 * - `npm run build -- --env production` (or BUILD_ENV=production) takes that environment's
 *   `APP_URL` from wrangler.toml ([env.production.vars]); an exported APP_URL must agree with it.
 * - `APP_URL=https://… npm run build` takes the exported value.
 * - Neither: a local build, `http://localhost:3000`, offline and with a warning (`npm test`, `npm start`).
 * A build for an environment that runs with APP_ENV=production (or with APP_ENV=production exported)
 * without an https origin fails: its pages would point search engines and link previews at localhost.
 */
export const LOCAL_ORIGIN = 'http://localhost:3000';

export interface BuildTarget {
  /** The wrangler environment named by --env or BUILD_ENV. */
  env?: string;
  /** APP_URL and APP_ENV as exported in the shell. */
  exported: { APP_URL?: string; APP_ENV?: string };
  /** Reads an environment's vars from wrangler.toml; undefined when the file has no such environment. */
  readEnvVars: (env: string) => Record<string, unknown> | undefined;
}

export interface BuildOrigin {
  origin: string;
  /** Where it came from, for the build's log line. */
  source: string;
  /** Set for the local default: printed, never fatal. */
  warning?: string;
}

export class BuildOriginError extends Error {
  override name = 'BuildOriginError';
}

const nonEmpty = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function checkedOrigin(value: string, what: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BuildOriginError(`${what} is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.pathname !== '/' || url.search || url.hash)
    throw new BuildOriginError(`${what} must be an origin only (scheme and host), got ${value}`);
  if (production && url.protocol !== 'https:') throw new BuildOriginError(`${what} must be https for a production build, got ${value}`);
  if (!production && url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BuildOriginError(`${what} must be http or https, got ${value}`);
  return url.origin;
}

export function resolveBuildOrigin(t: BuildTarget): BuildOrigin {
  const exportedUrl = nonEmpty(t.exported.APP_URL);
  if (t.env) {
    const vars = t.readEnvVars(t.env);
    if (!vars) throw new BuildOriginError(`wrangler.toml has no [env.${t.env}]: build for one of its environments (staging, production)`);
    const production = vars.APP_ENV === 'production';
    const configured = nonEmpty(vars.APP_URL);
    if (!configured && !exportedUrl) {
      throw new BuildOriginError(
        `a build for --env ${t.env} needs that environment's public origin: set APP_URL in [env.${t.env}.vars] of wrangler.toml (e.g. "https://mcmito.com.br"), or export APP_URL`,
      );
    }
    const origin = checkedOrigin((configured ?? exportedUrl)!, configured ? `[env.${t.env}.vars].APP_URL` : 'APP_URL', production);
    if (configured && exportedUrl && checkedOrigin(exportedUrl, 'APP_URL', production) !== origin) {
      throw new BuildOriginError(
        `APP_URL (${exportedUrl}) differs from [env.${t.env}.vars].APP_URL in wrangler.toml (${origin}): unset one of them`,
      );
    }
    return { origin, source: configured ? `wrangler.toml [env.${t.env}.vars].APP_URL` : 'APP_URL' };
  }
  const production = t.exported.APP_ENV === 'production';
  if (exportedUrl) return { origin: checkedOrigin(exportedUrl, 'APP_URL', production), source: 'APP_URL' };
  if (production) {
    throw new BuildOriginError(
      'APP_ENV=production needs the public origin: build with --env production (APP_URL from wrangler.toml) or export APP_URL',
    );
  }
  return {
    origin: LOCAL_ORIGIN,
    source: 'the local default',
    warning: `APP_URL is not set: absolute URLs use ${LOCAL_ORIGIN} (a local build; for a deploy run npm run build -- --env production)`,
  };
}
