import type { AppDeps } from '../adapters/deps';

/** Hono environment shared by every plain route and middleware. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    ip: string;
  };
}
