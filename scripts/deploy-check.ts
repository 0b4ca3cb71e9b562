/**
 * `npm run deploy:check [-- --config wrangler.toml] [-- --no-dry-run]`: proves, offline, that what
 * `wrangler deploy --env …` would ship works.
 *
 * 1. Each environment of the config (staging, production) passes the rules a deploy needs
 *    (scripts/deploy-check/config-checks.ts) and `wrangler deploy --dry-run` (bundle, bindings).
 * 2. The production environment runs under `wrangler dev --env production --local` (workerd) with
 *    generated, well-formed stand-ins for every required secret: the dev Hrana endpoint plays Turso,
 *    a local server plays Upstash, and Stripe/Ably keys are only shaped like real ones.
 * 3. Its answers are checked (scripts/deploy-check/probes.ts), then everything is stopped.
 * Exit code 0 when every check passes; otherwise 1, with what failed and the Worker's log.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { experimental_readRawConfig } from 'wrangler';
import { migrateDatabase } from '../db/migrate';
import { nodeDatabase } from '../worker/adapters/db/node';
import { environmentProblems, type EnvironmentConfig } from './deploy-check/config-checks';
import { runProbes, type ProbeResult } from './deploy-check/probes';
import { refusingStandIn, standInDatabaseToken, standInSecrets } from './deploy-check/stand-ins';
import { dryRunDeploy, envFileText, startWranglerDev, waitForAnswer, type DevServer } from './deploy-check/wrangler-process';
import { startHranaServer, type HranaServer } from './hrana-server';

const SERVED_ENV = 'production';
const START_TIMEOUT_MS = 60_000;

const { values } = parseArgs({
  options: { config: { type: 'string', default: 'wrangler.toml' }, 'no-dry-run': { type: 'boolean', default: false } },
});
const config = resolve(values.config!);
const started = Date.now();
const results: ProbeResult[] = [];
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const record = (name: string, ok: boolean, detail: string) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${ok ? '' : `: ${detail}`}`);
};

const environments = (experimental_readRawConfig({ config }).rawConfig.env ?? {}) as Record<string, EnvironmentConfig>;
const served = environments[SERVED_ENV];
const secretNames = served?.secrets?.required ?? [];

// A run's files (database, env file, local state) live in one folder under .wrangler/, removed at the end.
mkdirSync('.wrangler/deploy-check', { recursive: true });
const work = mkdtempSync(join('.wrangler/deploy-check', 'run-'));
chmodSync(work, 0o700);
let hrana: HranaServer | undefined;
let upstash: Awaited<ReturnType<typeof refusingStandIn>> | undefined;
let dev: DevServer | undefined;
const cleanUp = async () => {
  await dev?.stop();
  await hrana?.close();
  await upstash?.close();
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().then(() => process.exit(1)));

try {
  console.log(`deploy:check ${config}`);
  if (!served) record(`[env.${SERVED_ENV}] exists`, false, 'the config has no production environment');
  for (const [name, env] of Object.entries(environments)) {
    const problems = environmentProblems(name, env);
    record(`[env.${name}] has what a deploy needs`, problems.length === 0, problems.join('; '));
  }

  if (!existsSync('web/dist/spa-routes.json') || !existsSync('web/dist/404.html')) {
    throw new Error('web/dist is missing or older than this check (no spa-routes.json / 404.html): run npm run build first');
  }
  if (!values['no-dry-run']) {
    const names = Object.keys(environments);
    const runs = await Promise.all(
      names.map((env) => dryRunDeploy({ config, env, outDir: join('.wrangler/deploy-check/dry-run', env), secretNames })),
    );
    runs.forEach((run, i) =>
      record(
        `wrangler deploy --dry-run --env ${names[i]}`,
        run.code === 0,
        `exit ${run.code}\n${run.output.trim().split('\n').slice(-15).join('\n')}`,
      ),
    );
  }

  if (served && secretNames.length > 0) {
    const file = join(work, 'db.sqlite');
    const { db, close } = nodeDatabase(`file:${file}`);
    await migrateDatabase(db);
    close();
    const databaseToken = standInDatabaseToken();
    hrana = await startHranaServer({ file, authToken: databaseToken });
    upstash = await refusingStandIn();
    const secrets = await standInSecrets(secretNames, { databaseUrl: hrana.url, databaseToken, upstashUrl: upstash.url });
    const envFile = join(work, 'secrets.env');
    writeFileSync(envFile, envFileText(secrets), { mode: 0o600 });

    dev = await startWranglerDev({ config, env: SERVED_ENV, envFile, persistTo: join(work, 'state'), secretNames });
    console.log(`  … wrangler dev --env ${SERVED_ENV} on ${dev.url}`);
    const state = await waitForAnswer(dev, '/health', START_TIMEOUT_MS);
    record(`wrangler dev --env ${SERVED_ENV} starts and answers`, state === 'answering', state);
    if (state === 'answering') {
      for (const r of await runProbes(dev.url)) record(r.name, r.ok, r.detail);
      const log = dev.output();
      record(
        'every production service is configured (no degraded notice)',
        !log.includes('degraded services'),
        'the Worker logged degraded services',
      );
      record('nothing asked the Upstash stand-in', upstash.requests() === 0, `${upstash.requests()} request(s)`);
    }
  } else if (served) {
    record(`[env.${SERVED_ENV}.secrets] required is set`, false, 'no secrets listed: a deploy without them would not be refused');
  }
} catch (e) {
  record('deploy:check ran to the end', false, e instanceof Error ? e.message : String(e));
}

const failed = results.filter((r) => !r.ok);
if (failed.length > 0 && dev)
  console.log(
    `\n--- wrangler dev --env ${SERVED_ENV} output (last lines) ---\n${dev.output().trim().split('\n').slice(-40).join('\n')}\n---`,
  );
await cleanUp();
console.log(`\ndeploy:check ${failed.length === 0 ? 'passed' : `FAILED (${failed.length} of ${results.length} checks)`} in ${elapsed()}`);
process.exit(failed.length === 0 ? 0 : 1);
