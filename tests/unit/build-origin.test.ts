import { describe, expect, it } from 'vitest';
import { LOCAL_ORIGIN, resolveBuildOrigin, type BuildTarget } from '../../scripts/build-origin';

const ENVS: Record<string, Record<string, unknown>> = {
  production: { APP_ENV: 'production', APP_URL: 'https://mcmito.com.br' },
  'sem-url': { APP_ENV: 'production' },
  'url-http': { APP_ENV: 'production', APP_URL: 'http://mcmito.com.br' },
  preview: { APP_ENV: 'development', APP_URL: 'http://preview.local:8787' },
};
const target = (t: Partial<BuildTarget>): BuildTarget => ({ exported: {}, readEnvVars: (name) => ENVS[name], ...t });

describe('the origin a build bakes into absolute URLs', () => {
  it('a local build (npm test, npm start) uses localhost, offline, with a warning', () => {
    const r = resolveBuildOrigin(target({}));
    expect(r.origin).toBe(LOCAL_ORIGIN);
    expect(r.warning).toContain('--env production');
  });

  it("a build for an environment takes that environment's APP_URL from wrangler.toml", () => {
    expect(resolveBuildOrigin(target({ env: 'production' }))).toMatchObject({
      origin: 'https://mcmito.com.br',
      source: expect.stringContaining('[env.production.vars]'),
    });
    expect(resolveBuildOrigin(target({ env: 'preview' })).origin).toBe('http://preview.local:8787');
  });

  it('an exported APP_URL is used, and must agree with the environment it builds for', () => {
    expect(resolveBuildOrigin(target({ exported: { APP_URL: 'https://mcmito.com.br/' } })).origin).toBe('https://mcmito.com.br');
    expect(resolveBuildOrigin(target({ env: 'production', exported: { APP_URL: 'https://mcmito.com.br' } })).origin).toBe(
      'https://mcmito.com.br',
    );
    expect(() => resolveBuildOrigin(target({ env: 'production', exported: { APP_URL: 'https://outro.com.br' } }))).toThrow(/differs/);
  });

  it('a production build without an https origin fails, saying what to set', () => {
    expect(() => resolveBuildOrigin(target({ env: 'sem-url' }))).toThrow(/set APP_URL in \[env\.sem-url\.vars\]/);
    expect(() => resolveBuildOrigin(target({ env: 'url-http' }))).toThrow(/must be https/);
    expect(() => resolveBuildOrigin(target({ exported: { APP_ENV: 'production' } }))).toThrow(/APP_ENV=production needs the public origin/);
    expect(() => resolveBuildOrigin(target({ exported: { APP_ENV: 'production', APP_URL: 'http://localhost:3000' } }))).toThrow(
      /must be https/,
    );
    expect(() => resolveBuildOrigin(target({ env: 'nao-existe' }))).toThrow(/has no \[env\.nao-existe\]/);
    expect(() => resolveBuildOrigin(target({ exported: { APP_URL: 'https://mcmito.com.br/loja' } }))).toThrow(/origin only/);
    expect(() => resolveBuildOrigin(target({ exported: { APP_URL: 'mcmito.com.br' } }))).toThrow(/not a URL/);
  });
});
