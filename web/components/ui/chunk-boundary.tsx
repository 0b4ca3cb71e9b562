import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { toast } from './toaster';

/** What a fan reads when a piece of the page could not be downloaded (usually a dropped connection). */
const CHUNK_FAILED_MESSAGE = 'Não foi possível carregar. Verifique sua conexão e tente novamente.';

interface Props {
  children: ReactNode;
  /** Called once the failure is caught, e.g. to close the dialog that could not open. */
  onError?: () => void;
  /** A new value (the dialog opened again) tries the chunk again. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Around a lazily loaded dialog: if its code cannot be fetched, the page stays as it is (header,
 * poll, typed data) and a toast says why, instead of the route's error page replacing it all.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Another attempt (retryableLazy requests the chunk again).
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch() {
    retryFailedChunks();
    toast.error(CHUNK_FAILED_MESSAGE, { id: 'chunk-failed' });
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Lazy components whose last import failed; a caught failure lets them try again. */
const stale = new Set<() => void>();
const retryFailedChunks = () => {
  for (const renew of [...stale]) renew();
};

/**
 * Prefetches a chunk ahead of need (on hover, when a dialog opens): a failure here is not the
 * fan's problem yet, the render that needs it will say so.
 */
export const prefetch = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/**
 * React.lazy keeps a failed import forever; this one forgets it once ChunkBoundary has caught
 * the failure, so the next time the component is rendered (the fan taps again, back online) its
 * chunk is requested again. Not before: React re-renders right after the rejection, and a fresh
 * import there would loop while the network is down.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own.
export function retryableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let Inner = lazy<C>(attempt);
  const renew = () => {
    stale.delete(renew);
    Inner = lazy<C>(attempt);
  };
  function attempt(): Promise<{ default: C }> {
    return load().catch((e: unknown) => {
      stale.add(renew);
      throw e;
    });
  }
  return function Retryable(props: ComponentProps<C>) {
    return <Inner {...props} />;
  };
}
