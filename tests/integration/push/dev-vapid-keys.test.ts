import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../worker/adapters/clock/port';
import { pushSenderFor } from '../../../worker/adapters/push/web-push';
import { loadNodeConfig } from '../../../worker/entry.node';
import { loadOrCreateDevSecrets } from '../../../worker/node/dev-secrets';

const root = mkdtempSync(join(tmpdir(), 'mito-vapid-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('VAPID keys on the embedded default', () => {
  it('are generated once into DATA_DIR and make the site push, outside production', async () => {
    const dataDir = join(root, 'novo');
    const first = await loadOrCreateDevSecrets(dataDir);
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await loadOrCreateDevSecrets(dataDir)).VAPID_PUBLIC_KEY).toBe(first.VAPID_PUBLIC_KEY);
    const { config } = await loadNodeConfig({ DATA_DIR: dataDir });
    expect(pushSenderFor(config, systemClock).publicKey).toBe(first.VAPID_PUBLIC_KEY);
  });

  it('a secrets file from before Web Push gets a pair on its next start, keeping every other secret', async () => {
    const dataDir = join(root, 'antigo');
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...older } = await loadOrCreateDevSecrets(dataDir);
    const file = join(dataDir, 'dev-secrets.json');
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 });
    const now = await loadOrCreateDevSecrets(dataDir);
    expect(now).toMatchObject(older);
    expect(now.VAPID_PUBLIC_KEY).toMatch(/^B/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(now);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
