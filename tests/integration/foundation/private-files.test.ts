import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildNodeDeps } from '../../../worker/node/build-deps';
import { loadOrCreateDevSecrets } from '../../../worker/node/dev-secrets';
import { silentLogger } from '../../../worker/lib/logger';
import { appRouter } from '../../../worker/routers';
import { createInnerContext, type RequestInfo } from '../../../worker/trpc/context';
import { createCallerFactory } from '../../../worker/trpc/init';
import { makeOrder } from '../../factories/orders';
import { testConfig } from '../../setup/test-config';
import type { TestDeps } from '../../setup/test-deps';

const mode = (path: string) => statSync(path).mode & 0o777;
const root = mkdtempSync(join(tmpdir(), 'mito-private-'));
let umaskBefore: number;
// A permissive umask, as on most machines: the modes below must not depend on the environment's.
beforeAll(() => {
  umaskBefore = process.umask(0o022);
});
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(root, { recursive: true, force: true });
});

let closeDeps: (() => void) | undefined;
afterEach(() => {
  closeDeps?.();
  closeDeps = undefined;
});

async function start(dataDir: string) {
  const built = await buildNodeDeps({ config: testConfig(), dataDir, seedDemo: false, logger: silentLogger });
  closeDeps = built.close;
  return built;
}

describe('DATA_DIR is readable only by its owner', () => {
  it('the libSQL file and its WAL/SHM are 0600; DATA_DIR and the media folder 0700; uploads 0600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const built = await start(dataDir);
    // A real write through the app, so the WAL is in use.
    const createCaller = createCallerFactory(appRouter);
    const t = { caller: (req: Partial<RequestInfo> = {}) => createCaller(createInnerContext(built.deps, req)) } as unknown as TestDeps;
    await makeOrder(t);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'media'))).toBe(0o700);
    for (const f of ['dev.db', 'dev.db-wal', 'dev.db-shm']) {
      expect(existsSync(join(dataDir, f)), f).toBe(true);
      expect(mode(join(dataDir, f)), f).toBe(0o600);
    }
    await built.deps.media.put('posts/p1/foto.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(mode(join(dataDir, 'media', 'posts'))).toBe(0o700);
    expect(mode(join(dataDir, 'media', 'posts', 'p1', 'foto.webp'))).toBe(0o600);
    expect(mode(join(dataDir, 'media', 'posts', 'p1', 'foto.webp.type'))).toBe(0o600);
  });

  it('files and folders left readable by an older start are tightened', async () => {
    const dataDir = join(root, 'old');
    mkdirSync(join(dataDir, 'media'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'media'), 0o755);
    for (const f of ['dev.db', 'dev.db-wal', 'dev.db-shm']) writeFileSync(join(dataDir, f), '', { mode: 0o644 });
    await start(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'media'))).toBe(0o700);
    for (const f of ['dev.db', 'dev.db-wal', 'dev.db-shm']) expect(mode(join(dataDir, f)), f).toBe(0o600);
  });

  it('dev-secrets.json is 0600, whether new or left readable before', async () => {
    const dataDir = join(root, 'secrets');
    await loadOrCreateDevSecrets(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'dev-secrets.json'))).toBe(0o600);
    chmodSync(join(dataDir, 'dev-secrets.json'), 0o644);
    const again = await loadOrCreateDevSecrets(dataDir);
    expect(again.CPF_ENCRYPTION_KEY).toBeTruthy();
    expect(mode(join(dataDir, 'dev-secrets.json'))).toBe(0o600);
  });
});
