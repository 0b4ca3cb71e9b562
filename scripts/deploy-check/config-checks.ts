/**
 * What a deployed environment of wrangler.toml must say, checked before anything runs: the rules
 * a dry-run deploy cannot see (wrangler accepts a production environment without APP_URL, and the
 * Worker then answers 500 to everything).
 */
import { STAND_IN_SECRET_NAMES } from './stand-ins';

/** The parts of a raw wrangler environment read here. */
export interface EnvironmentConfig {
  name?: string;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  r2_buckets?: Array<{ binding?: string; bucket_name?: string }>;
  triggers?: { crons?: string[] };
  routes?: unknown[];
  workers_dev?: boolean;
}

/** Every secret the production Worker reads; `secrets.required` must list them all. */
export const DEPLOY_SECRETS: readonly string[] = STAND_IN_SECRET_NAMES;

export function environmentProblems(envName: string, env: EnvironmentConfig): string[] {
  const problems: string[] = [];
  const at = `[env.${envName}]`;
  if (!env.name) problems.push(`${at} has no name of its own (it would deploy over the top-level Worker)`);
  const vars = env.vars ?? {};
  if (vars.APP_ENV !== 'production') problems.push(`${at}.vars APP_ENV must be "production" (got ${JSON.stringify(vars.APP_ENV)})`);
  const appUrl = typeof vars.APP_URL === 'string' ? vars.APP_URL : '';
  let url: URL | undefined;
  try {
    url = new URL(appUrl);
  } catch {
    /* reported below */
  }
  if (!url || url.protocol !== 'https:' || url.origin !== appUrl.replace(/\/$/, '')) {
    problems.push(
      `${at}.vars APP_URL must be the https origin of the site, e.g. "https://mcmito.com.br" (got ${JSON.stringify(vars.APP_URL)})`,
    );
  }
  const required = env.secrets?.required ?? [];
  const missing = DEPLOY_SECRETS.filter((s) => !required.includes(s));
  if (missing.length > 0) problems.push(`${at}.secrets required must list ${missing.join(', ')} (a deploy without them must be refused)`);
  const inVars = Object.keys(vars).filter((k) => DEPLOY_SECRETS.includes(k));
  if (inVars.length > 0) problems.push(`${at}.vars holds secret(s) ${inVars.join(', ')}: use wrangler secret put instead`);
  if (!env.r2_buckets?.some((b) => b.binding === 'MEDIA' && b.bucket_name))
    problems.push(`${at} needs its own [[env.${envName}.r2_buckets]] with binding "MEDIA"`);
  if (!env.triggers?.crons?.length) problems.push(`${at} needs [env.${envName}.triggers] crons (the raffle's housekeeping)`);
  if (!env.routes?.length) problems.push(`${at} needs routes on its custom domain (the Cache API does nothing on workers.dev)`);
  return problems;
}
