import { createApp, type AppOptions } from '../../worker/app';
import type { TestDeps } from './test-deps';

type App = ReturnType<typeof createApp>;

/**
 * The whole app over HTTP (middleware, tRPC adapter, error formatter, plain routes) for a test
 * file's deps, made on its first request, once the file's hooks have made the database.
 */
export function testApp(t: Pick<TestDeps, 'deps'>, options: AppOptions = { clientIp: () => '203.0.113.7' }): Pick<App, 'request'> {
  let app: App | undefined;
  return { request: (...args) => (app ??= createApp(t.deps, options)).request(...args) };
}
