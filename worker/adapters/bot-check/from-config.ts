import type { AppConfig } from '../../env';
import { alwaysPassBotCheck } from './always-pass';
import type { BotCheck } from './port';
import { turnstileBotCheck } from './turnstile';

/** Turnstile when both its keys are set (always in production: env.ts refuses to start without them); otherwise the local stand-in that always passes. */
export function botCheckFor(config: Pick<AppConfig, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET_KEY'>): BotCheck {
  if (config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY) {
    return turnstileBotCheck({ siteKey: config.TURNSTILE_SITE_KEY, secretKey: config.TURNSTILE_SECRET_KEY });
  }
  return alwaysPassBotCheck();
}
