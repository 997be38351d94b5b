import serviceWorkerUrl from './driver-sw?worker&url';

/**
 * Registers the driver's page's service worker (built pages only: the development server has none), so
 * the page opens without a network. A browser without service workers, or a failed registration,
 * changes nothing: the page then works offline only while it stays open.
 */
export function registerDriverServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/driver' }).catch(() => undefined);
}
