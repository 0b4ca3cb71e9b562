import { useQuery } from '@tanstack/react-query';
import * as PATHS from '../../worker/contracts/paths';
import type { PublicConfig } from '../../worker/contracts/bot-check';
import { fetchWithTimeout } from './fetch-timeout';

/** Turnstile's script: loaded only when the server says a site key exists, and only by a form that needs it. */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export interface TurnstileApi {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** The public configuration: whether a human-check widget exists here, and its site key. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<PublicConfig> => {
      const res = await fetchWithTimeout(PATHS.publicConfig, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`public config ${res.status}`);
      return (await res.json()) as PublicConfig;
    },
  });
}

let loading: Promise<TurnstileApi> | undefined;

/** Adds Turnstile's script once; a failed load may be tried again. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('turnstile script failed'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
