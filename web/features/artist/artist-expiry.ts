import { ARTIST_EXPIRY_STORAGE_KEY } from '../../../worker/contracts/artist';

/**
 * The web side of the artist session: only the expiry, in
 * localStorage. The token itself is the httpOnly cookie, which scripts cannot read.
 */
export function storeArtistExpiry(expiresAt: string) {
  try {
    localStorage.setItem(ARTIST_EXPIRY_STORAGE_KEY, expiresAt);
  } catch {
    // Private mode without storage: the cookie still works, the panel just cannot time itself out early.
  }
}

export function clearArtistExpiry() {
  try {
    localStorage.removeItem(ARTIST_EXPIRY_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

/** The stored expiry when it is still in the future; otherwise it is cleared and null returned. */
export function validArtistExpiry(now = Date.now()): number | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(ARTIST_EXPIRY_STORAGE_KEY);
  } catch {
    return null;
  }
  const at = raw ? Date.parse(raw) : NaN;
  if (Number.isFinite(at) && at > now) return at;
  clearArtistExpiry();
  return null;
}
