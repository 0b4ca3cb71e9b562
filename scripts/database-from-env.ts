import { nodeDatabase } from '../worker/adapters/db/node';
import { ensurePrivateDatabaseFile, ensurePrivateDir } from '../worker/node/private-files';

/** For scripts (migrate, seed): Turso when TURSO_DATABASE_URL is set, else the embedded file in DATA_DIR. */
export function databaseFromEnv() {
  const url = process.env.TURSO_DATABASE_URL;
  if (url) return nodeDatabase(url, process.env.TURSO_AUTH_TOKEN);
  const dataDir = process.env.DATA_DIR ?? '.data';
  ensurePrivateDir(dataDir);
  ensurePrivateDatabaseFile(`file:${dataDir}/dev.db`);
  return nodeDatabase(`file:${dataDir}/dev.db`);
}
