import { useSyncExternalStore } from 'react';

/**
 * A module the page loads only when it is about to be needed (a later wizard step, the schemas at
 * submit), with a hook that re-renders once it has arrived. A failed load can be retried.
 *
 * @example
 * const steps = loadOnce(() => import('./later-steps'));
 * steps.load(); // on the visitor's first interaction
 * const mod = steps.use(); // undefined until loaded
 */
export function loadOnce<T>(importer: () => Promise<T>) {
  let value: T | undefined;
  let failed = false;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (module) => {
        value = module;
        failed = false;
        notify();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failed = true;
        notify();
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    /** Starts the load and ignores a failure: a later `load` or `use` tries again. */
    preload: () => {
      load().catch(() => undefined);
    },
    /** The module once loaded; `failed` is true after a failed load until the next attempt. */
    use: (): { module: T | undefined; failed: boolean } => {
      const module = useSyncExternalStore(
        subscribe,
        () => value,
        () => undefined,
      );
      const hasFailed = useSyncExternalStore(
        subscribe,
        () => failed,
        () => false,
      );
      return { module, failed: hasFailed };
    },
  };
}
