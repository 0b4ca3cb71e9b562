/**
 * Sends the browser to an outside payment page.
 * Inside an iframe it moves the top window (payment pages refuse to be framed);
 * if that is blocked it opens a new tab. Returns false when the new tab was
 * blocked too, so the caller can offer a manual link.
 */
export function redirectTo(url: string, win: Window = window): boolean {
  try {
    if (win.top && win.top !== win.self) {
      win.top.location.href = url;
    } else {
      win.location.assign(url);
    }
    return true;
  } catch {
    return openInNewTab(url, win);
  }
}

/** A new tab without a handle back to this page; false when a popup blocker stopped it. */
export function openInNewTab(url: string, win: Window = window): boolean {
  let opened: Window | null = null;
  try {
    opened = win.open(url, '_blank');
  } catch {
    return false;
  }
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Cross-origin already: nothing to cut.
  }
  return true;
}

/** The manual 'Abrir checkout' link stays for 10 s. */
export const MANUAL_LINK_MS = 10_000;
