import type { WorkerBindings } from '../../worker/cloudflare/bindings';

// Types of `env` and `exports` from cloudflare:workers in the workers suite.
declare global {
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
    interface Env extends WorkerBindings {}
    interface GlobalProps {
      mainModule: typeof import('../../worker/entry.workers');
    }
  }
}
