import { Hono } from 'hono';
import type { PublicConfig } from '../contracts/bot-check';
import type { AppEnv } from './types';

/** It changes only with a deploy: the edge and browsers keep it 5 minutes. */
const PUBLIC_CONFIG_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

/** Mounted at PATHS.publicConfig: what the web needs to know of the configuration, nothing secret. */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const body: PublicConfig = { botCheckSiteKey: c.get('deps').botCheck.siteKey };
  return c.json(body, 200, { 'Cache-Control': PUBLIC_CONFIG_CACHE_CONTROL });
});
