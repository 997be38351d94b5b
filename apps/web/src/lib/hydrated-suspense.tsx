import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A Suspense boundary for a lazily loaded part of a prerendered page. The server and hydration
 * render `fallback` itself, not a boundary, so the server never bails out of a Suspense boundary
 * (React error #419) and hydration matches; once React owns the page the lazy part mounts.
 */
export function HydratedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // False on the server and during hydration, true afterwards.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
