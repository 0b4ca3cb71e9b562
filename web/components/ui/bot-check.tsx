import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BotCheckAction } from '../../../worker/contracts/bot-check';
import { loadTurnstile, usePublicConfig } from '../../lib/bot-check';

export interface BotCheck {
  /** The widget, or nothing where no human check is configured. */
  widget: ReactNode;
  /** The token to send with the form (undefined until the person passed, or where there is no widget). */
  token: string | undefined;
  /** A token is good once: after each submission the widget asks again. */
  reset: () => void;
}

/**
 * The human check a vote, an order, a sign-up and a sign-in after a failure carry. Turnstile's
 * script is fetched only when the public configuration names a site key and `enabled` is true.
 */
export function useBotCheck(action: BotCheckAction, enabled = true): BotCheck {
  const config = usePublicConfig();
  const siteKey = enabled ? (config.data?.botCheckSiteKey ?? null) : null;
  // A state, not a ref: the widget's place may appear after the site key is known (a form shown later).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const widgetId = useRef<string | null>(null);
  const [token, setToken] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!siteKey || !box) return;
    let cancelled = false;
    const el = box;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled) return;
        widgetId.current = turnstile.render(el, {
          sitekey: siteKey,
          action,
          theme: 'dark',
          language: 'pt-br',
          callback: (t: string) => setToken(t),
          'expired-callback': () => setToken(undefined),
          'error-callback': () => setToken(undefined),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
      setToken(undefined);
    };
  }, [siteKey, action, box]);

  const reset = useCallback(() => {
    setToken(undefined);
    if (widgetId.current) window.turnstile?.reset(widgetId.current);
  }, []);

  const widget = siteKey ? (
    <div className="flex min-h-16 flex-col items-center justify-center gap-1">
      <div ref={setBox} />
      {failed && (
        <p className="text-xs text-amber-200">
          Não foi possível carregar a verificação de segurança. Confira sua conexão e recarregue a página.
        </p>
      )}
    </div>
  ) : null;
  return { widget, token, reset };
}
