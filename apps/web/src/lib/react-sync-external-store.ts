/**
 * `use-sync-external-store/shim` for React 18 and later, which have the hook built in: the shim's own
 * fallback for older React is dead weight in every page's first load (vite.config.ts aliases it here).
 */
export { useSyncExternalStore } from 'react';
