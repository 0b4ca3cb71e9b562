import type { BotCheckAction } from '../../contracts/bot-check';

export type { BotCheckAction };

/** 'passed', 'failed' (no token, a bad or reused one), or 'unavailable' (the verifier did not answer usefully). */
export type BotCheckVerdict = 'passed' | 'failed' | 'unavailable';

interface BotCheckRequest {
  /** The widget's response token, as the browser sent it. */
  token: string | undefined;
  /** The client address as the entry saw it. */
  ip: string;
  action: BotCheckAction;
}

/** A human check verified on the server: Cloudflare Turnstile in production, a local stand-in that always passes in the embedded default. */
export interface BotCheck {
  /** The public site key the browser's widget needs; null when no widget is shown (the local stand-in). */
  readonly siteKey: string | null;
  verify(request: BotCheckRequest): Promise<BotCheckVerdict>;
}
