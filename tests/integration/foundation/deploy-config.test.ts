import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { resolveBuildOrigin } from '../../../scripts/build-origin';
import { DEPLOY_SECRETS, environmentProblems, type EnvironmentConfig } from '../../../scripts/deploy-check/config-checks';
import { wranglerEnvVars } from '../../../scripts/wrangler-env';
import { configSchema } from '../../../worker/env';

/** wrangler.toml as wrangler reads it (the deploy itself is exercised by tests/e2e/deploy-check.test.ts). */
const raw = experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig;
const envs = (raw.env ?? {}) as Record<string, EnvironmentConfig>;
const DEPLOYED = ['staging', 'production'];

describe('wrangler.toml: the environments a deploy uses', () => {
  it('has staging and production, each with what a deploy needs and its own name, origin, bucket and cron', () => {
    expect(Object.keys(envs).sort()).toEqual([...DEPLOYED].sort());
    for (const name of DEPLOYED) expect(environmentProblems(name, envs[name]!), name).toEqual([]);
    const [staging, production] = DEPLOYED.map((n) => envs[n]!);
    expect(staging!.name).not.toBe(production!.name);
    expect(staging!.vars!.APP_URL).not.toBe(production!.vars!.APP_URL);
    expect(staging!.r2_buckets![0]!.bucket_name).not.toBe(production!.r2_buckets![0]!.bucket_name);
  });

  it('every setting of worker/env.ts is, in production, either a var or a required secret, never both', () => {
    const vars = Object.keys(envs.production!.vars!);
    const settings = Object.keys(configSchema.shape).sort();
    expect([...vars, ...DEPLOY_SECRETS].sort()).toEqual(settings);
    for (const name of DEPLOYED) expect([...envs[name]!.secrets!.required!].sort(), name).toEqual([...DEPLOY_SECRETS].sort());
  });

  it('the top level stays the local configuration (dev:worker, the workers pool) and never deploys over production', () => {
    expect(raw.name).not.toBe(envs.production!.name);
    expect(raw.vars?.APP_ENV).toBe('development');
    // With secrets.required, wrangler dev would read only those names from dev:worker's env file.
    expect(raw.secrets).toBeUndefined();
    expect(raw.assets?.not_found_handling).toBe('none');
    expect(raw.limits?.cpu_ms).toBeGreaterThanOrEqual(500);
    expect(raw.observability?.head_sampling_rate).toBeTypeOf('number');
  });

  it('refuses an environment without APP_URL, with a secret missing from the list, or a secret written as a var', () => {
    const production = envs.production!;
    const { APP_URL: _dropped, ...noUrl } = production.vars!;
    expect(environmentProblems('production', { ...production, vars: noUrl }).join()).toContain('APP_URL must be the https origin');
    expect(
      environmentProblems('production', { ...production, vars: { ...production.vars, APP_URL: 'http://mcmito.com.br' } }).join(),
    ).toContain('APP_URL');
    const fewer = production.secrets!.required!.filter((s) => s !== 'SESSION_SECRET');
    expect(environmentProblems('production', { ...production, secrets: { required: fewer } }).join()).toContain('must list SESSION_SECRET');
    expect(
      environmentProblems('production', { ...production, vars: { ...production.vars, STRIPE_SECRET_KEY: 'sk_live_x' } }).join(),
    ).toContain('holds secret(s) STRIPE_SECRET_KEY');
    expect(environmentProblems('production', { ...production, r2_buckets: [] }).join()).toContain('MEDIA');
  });

  it("a build for each environment takes that environment's https origin", () => {
    for (const name of DEPLOYED) {
      expect(resolveBuildOrigin({ env: name, exported: {}, readEnvVars: wranglerEnvVars }).origin, name).toBe(envs[name]!.vars!.APP_URL);
    }
    expect(wranglerEnvVars('nao-existe')).toBeUndefined();
  });

  it('the README tells how to set every required secret', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Deploy to Cloudflare'));
    expect(section.length).toBeGreaterThan(1000);
    for (const secret of DEPLOY_SECRETS) expect(section, secret).toContain(secret);
    expect(section).toContain('wrangler secret put');
  });
});
