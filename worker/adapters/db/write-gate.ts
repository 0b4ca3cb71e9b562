import { accessSync, constants } from 'node:fs';
import type { Client } from '@libsql/client';

/** Thrown instead of touching a database file the process can no longer write. */
class DatabaseGateClosed extends Error {
  override name = 'DatabaseGateClosed';
  readonly code = 'DATABASE_GATE_CLOSED';
}

/** The files SQLite writes for a `file:` URL: the database, its WAL and its shared-memory index. */
export function databaseFiles(url: string): string[] | null {
  if (!url.startsWith('file:') || url.includes(':memory:')) return null;
  const path = decodeURIComponent(url.slice('file:'.length).split('?')[0]!);
  return [path, `${path}-wal`, `${path}-shm`];
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch (e) {
    // A WAL or index not created yet is fine: SQLite creates it beside a writable database.
    return (e as NodeJS.ErrnoException).code === 'ENOENT' && !path.endsWith('.db');
  }
}

const GATED = new Set(['execute', 'batch', 'transaction', 'executeMultiple', 'migrate']);

/**
 * SQLite maps the WAL index (`-shm`) into memory; when that file turns read-only or immutable under a
 * running process, the next read or write through the mapping kills the process with SIGBUS, which no
 * handler can catch. Every use of the connection first asks the kernel whether the files are still
 * writable (one access(2) per file, about a microsecond) and, when not, fails like a refused write
 * (DATABASE_UNAVAILABLE) without touching the mapping. A change between the check and the write can
 * still crash the process; `npm start` runs the server under a supervisor that restarts it.
 */
export function gateClient(client: Client, files: string[]): Client {
  const open = () => files.every(writable);
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!GATED.has(String(prop))) return (value as (...a: unknown[]) => unknown).bind(target);
      // Every gated method is async: a closed gate is a rejection, as the driver's own failures are.
      return (...args: unknown[]) =>
        open()
          ? (value as (...a: unknown[]) => unknown).apply(target, args)
          : Promise.reject(new DatabaseGateClosed('database files are not writable'));
    },
  });
}
