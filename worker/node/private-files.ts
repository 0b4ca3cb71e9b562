import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * DATA_DIR holds the database (sealed personal data, keyed hashes, sessions),
 * uploaded media and, outside production, the generated secrets. Other local
 * users have no business reading any of it, whatever the umask says.
 */

/** An owner-only folder (0700): created if missing, tightened if it already exists. */
export function ensurePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** An owner-only file (0600): created empty if missing, tightened if it already exists. */
function ensurePrivateFile(path: string) {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/**
 * The libSQL file of a `file:` URL, made owner-only before the engine opens it.
 * SQLite gives its -wal and -shm files the database file's mode; files left by
 * an older start are tightened here too. Other URLs (Turso, `:memory:`) have no file.
 */
export function ensurePrivateDatabaseFile(url: string) {
  if (!url.startsWith('file:')) return;
  const path = url.slice('file:'.length).split('?')[0]!;
  if (!path || path === ':memory:') return;
  ensurePrivateFile(path);
  for (const side of [`${path}-wal`, `${path}-shm`]) if (existsSync(side)) chmodSync(side, 0o600);
}
