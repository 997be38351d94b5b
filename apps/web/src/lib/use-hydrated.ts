import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Lets a prerendered page keep a static
 * placeholder in its HTML and swap in a lazily loaded part only once React owns the page, so the
 * server never has to bail out of a Suspense boundary (React error #419) and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
