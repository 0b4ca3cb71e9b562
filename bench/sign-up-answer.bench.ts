import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpForm } from '../tests/factories/accounts';
import { makeMember } from '../tests/factories/sessions';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { signUp } from '../worker/services/auth/sign-up';
import { atLeast, atMost, report } from './lib/report';

/**
 * Sign-up must not tell a stranger whether an e-mail has an account, by its answer nor by its
 * time. Both paths hash the password (scrypt, ≈ 50 ms); the new-account path also writes the
 * account and a link token, the taken one counts a warning. Alternated calls, medians in ms.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-signup-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const deps = { ...local.deps, defer: () => {} };

let ip = 0;
const timed = async (email?: string) => {
  const input = signUpForm(email ? { email } : {});
  const start = performance.now();
  await signUp(deps, { input, ip: `10.${Math.floor(++ip / 250)}.${ip % 250}.1`, origin: 'http://localhost:3000' });
  return performance.now() - start;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const owner = await makeMember(local.deps);
await timed();
await timed(owner.email);
const fresh: number[] = [];
const taken: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  fresh.push(await timed());
  taken.push(await timed(owner.email));
}
local.close();
rmSync(dataDir, { recursive: true, force: true });

const ratio = median(taken) / median(fresh);
report([
  { metric: 'new e-mail, median', value: median(fresh), unit: 'ms' },
  { metric: 'taken e-mail, median', value: median(taken), unit: 'ms' },
  { metric: 'taken ÷ new (median time)', value: ratio, unit: '×', ...atLeast(ratio, 0.8) },
  { metric: 'new ÷ taken (median time)', value: 1 / ratio, unit: '×', ...atMost(1 / ratio, 1.25) },
]);
