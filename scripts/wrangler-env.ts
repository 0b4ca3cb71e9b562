import { experimental_readRawConfig } from 'wrangler';

/**
 * An environment's vars as written in wrangler.toml, or undefined when it has no such environment.
 * Wrangler environments do not inherit the top level's `vars`, so these are all the environment gets.
 */
export function wranglerEnvVars(env: string, configPath = 'wrangler.toml'): Record<string, unknown> | undefined {
  const environment = experimental_readRawConfig({ config: configPath }).rawConfig.env?.[env];
  return environment ? (environment.vars ?? {}) : undefined;
}
